import { useState, type ChangeEvent } from 'react';
import { useTranslate } from 'ra-core';
import type { RenderEditCellProps } from 'react-data-grid';
import { editText } from './format/displayValue';
import type { SpreadsheetFormat, SpreadsheetRow } from './types';

type EditorProps = RenderEditCellProps<SpreadsheetRow> & { format: SpreadsheetFormat };

const selectAll = (input: HTMLInputElement | null) => {
  input?.focus();
  input?.select();
};

const INPUT_MODE: Partial<Record<SpreadsheetFormat, 'decimal' | 'url'>> = {
  number: 'decimal',
  currency: 'decimal',
  percentage: 'decimal',
  image: 'url',
};

/**
 * The cell editor for text-like formats. It edits the text form of the value (dates as DD.MM.YYYY); the
 * grid's commit converts it by the column format. Enter commits, Escape cancels, Tab commits and moves.
 */
export function TextCellEditor({ row, column, format, onRowChange }: EditorProps) {
  const [text, setText] = useState(() => editText(row[column.key], format));
  return (
    <input
      ref={selectAll}
      className="ss-editor"
      aria-label={typeof column.name === 'string' ? column.name : column.key}
      value={text}
      inputMode={INPUT_MODE[format]}
      placeholder={format === 'date' ? 'DD.MM.YYYY' : undefined}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        setText(event.target.value);
        onRowChange({ ...row, [column.key]: event.target.value });
      }}
    />
  );
}

/** The cell editor for booleans: Yes, No or empty, committed as soon as it is chosen. */
export function BooleanCellEditor({ row, column, onRowChange }: EditorProps) {
  const translate = useTranslate();
  const value = row[column.key];
  return (
    <select
      autoFocus
      className="ss-editor"
      aria-label={typeof column.name === 'string' ? column.name : column.key}
      value={value === true ? 'true' : value === false ? 'false' : ''}
      onChange={(event) => {
        const chosen = event.target.value;
        onRowChange({ ...row, [column.key]: chosen === '' ? null : chosen === 'true' }, true);
      }}
    >
      <option value="">{translate('spreadsheet.boolean.empty')}</option>
      <option value="true">{translate('spreadsheet.boolean.yes')}</option>
      <option value="false">{translate('spreadsheet.boolean.no')}</option>
    </select>
  );
}
