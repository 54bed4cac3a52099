import { useState, type ChangeEvent } from 'react';
import { useTranslate } from 'ra-core';
import type { RenderEditCellProps } from 'react-data-grid';
import { DateInput } from '../date/DateInput';
import { NOT_A_DATE } from '../date/pickerValue';
import { DateTimeInput } from '../dateTime/DateTimeInput';
import { storedHasTime } from './format/dates';
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
 * The cell editor for text-like formats. It edits the text form of the value; the grid's commit converts it by the
 * column format. Enter commits, Escape cancels, Tab commits and moves.
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

/**
 * The cell editor for dates: the product's date input (its date-time input when the value holds a time), typed
 * DD.MM.YY or picked from its calendar. A date still typed wrong leaves the cell as it was; Enter commits, Escape
 * cancels (the grid's keys, which the input lets through).
 */
export function DateCellEditor({ row, column, onRowChange }: EditorProps) {
  const stored = row[column.key];
  const value = stored instanceof Date ? stored.toISOString() : typeof stored === 'string' ? stored : '';
  const Input = storedHasTime(stored) ? DateTimeInput : DateInput;
  return (
    <Input
      autoFocus
      size="small"
      variant="standard"
      label=""
      ariaLabel={typeof column.name === 'string' ? column.name : column.key}
      value={value}
      onChange={(next) => {
        if (next !== NOT_A_DATE) onRowChange({ ...row, [column.key]: next });
      }}
    />
  );
}
