import { useState, type Key } from 'react';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { I18nContextProvider } from 'ra-core';
import enSpreadsheetMessages from '../../i18n/en/spreadsheet';
import heSpreadsheetMessages from '../../i18n/he/spreadsheet';
import Spreadsheet from './Spreadsheet';
import type { SpreadsheetProps, SpreadsheetRow } from './types';

// jsdom lays nothing out. The grid virtualises by its own size, so give it one (and nothing else), and it
// scrolls cells into view, which jsdom does not implement.
const GRID_SIZE = { clientWidth: 1200, clientHeight: 600 };
for (const [property, size] of Object.entries(GRID_SIZE)) {
  Object.defineProperty(HTMLElement.prototype, property, {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('role') === 'grid' ? size : 0;
    },
  });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

// The widget uses only its own messages; react-admin's are there because the provider's type asks for them.
const providers = {
  en: polyglotI18nProvider(() => ({ ...englishMessages, ...enSpreadsheetMessages }), 'en'),
  he: polyglotI18nProvider(() => ({ ...englishMessages, ...heSpreadsheetMessages }), 'he'),
};

export interface Harness {
  /** The rows as the parent holds them after each change. */
  rows: () => SpreadsheetRow[];
  selected: () => ReadonlySet<Key>;
}

type HarnessProps = Omit<SpreadsheetProps, 'rows' | 'onRowsChange'> & {
  initialRows: SpreadsheetRow[];
  locale?: 'en' | 'he';
};

/** Renders the spreadsheet as a parent would: rows in state, English messages and left to right unless told. */
export function renderSpreadsheet({ initialRows, locale = 'en', ...props }: HarnessProps) {
  const harness: { rows: SpreadsheetRow[]; selected: ReadonlySet<Key> } = { rows: initialRows, selected: new Set() };
  function Parent() {
    const [rows, setRows] = useState(initialRows);
    return (
      <Spreadsheet
        direction={locale === 'he' ? 'rtl' : 'ltr'}
        {...props}
        rows={rows}
        onRowsChange={(next) => {
          harness.rows = next;
          setRows(next);
        }}
        onSelectedRowsChange={(next) => {
          harness.selected = next;
          props.onSelectedRowsChange?.(next);
        }}
      />
    );
  }
  const view = render(
    <I18nContextProvider value={providers[locale]}>
      <Parent />
    </I18nContextProvider>,
  );
  return { ...view, harness: { rows: () => harness.rows, selected: () => harness.selected } as Harness };
}
