import { useState } from 'react';
import Tooltip from '@mui/material/Tooltip';
import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import { useTranslate } from 'ra-core';
import { displayValue, type CellFormatters } from './format/displayValue';
import type { SpreadsheetFormat } from './types';

const NUMERIC: ReadonlySet<SpreadsheetFormat> = new Set(['number', 'currency', 'percentage']);

function Thumbnail({ src }: { src: string }) {
  const translate = useTranslate();
  const [failed, setFailed] = useState(false);
  if (failed) {
    // A failed image shows a broken-image icon and is only logged.
    return <BrokenImageOutlined color="disabled" titleAccess={translate('spreadsheet.image_failed')} />;
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      className="ss-thumb"
      onError={() => {
        console.warn('spreadsheet: image failed to load', src);
        setFailed(true);
      }}
    />
  );
}

function BooleanText({ value }: { value: unknown }) {
  const translate = useTranslate();
  if (value === null || value === undefined || value === '') return null;
  return <>{translate(value === true ? 'spreadsheet.boolean.yes' : 'spreadsheet.boolean.no')}</>;
}

export interface CellContentProps {
  value: unknown;
  format: SpreadsheetFormat;
  formatters: CellFormatters;
  error: string | undefined;
}

/** What a cell shows: formatted text, Yes/No, or an image thumbnail; with its error as a tooltip. */
export function CellContent({ value, format, formatters, error }: CellContentProps) {
  let content;
  if (format === 'image' && typeof value === 'string' && value !== '') content = <Thumbnail key={value} src={value} />;
  else if (format === 'boolean' && typeof value === 'boolean') content = <BooleanText value={value} />;
  else content = displayValue(value, format, formatters);

  const inner = (
    <span
      className="ss-value"
      dir={NUMERIC.has(format) ? 'ltr' : 'auto'}
      data-numeric={NUMERIC.has(format) || undefined}
    >
      {content}
    </span>
  );
  if (!error) return inner;
  // The tooltip hangs on a layer over the whole cell: a failing cell is often empty, with no text to point at.
  return (
    <>
      {inner}
      <Tooltip title={error} describeChild placement="top">
        <span className="ss-error-hit" />
      </Tooltip>
    </>
  );
}
