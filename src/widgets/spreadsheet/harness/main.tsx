/**
 * A page with only the spreadsheet, for the browser test (tests/e2e/spreadsheet.spec.ts) and for trying the
 * widget by hand: `npx vite --port 8300`, then /src/widgets/spreadsheet/harness/?rows=100000&locale=he.
 * Not part of the built admin. The rows the parent holds are readable as `window.spreadsheetRows`.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import en from '../../../i18n/en';
import he from '../../../i18n/he';
import { createAppTheme } from '../../../theme/theme';
import { emotionCacheFor } from '../../../theme/emotionCache';
import { LazySpreadsheet } from '../index';
import type { SpreadsheetColumn, SpreadsheetRow } from '../types';

declare global {
  interface Window {
    spreadsheetRows?: SpreadsheetRow[];
  }
}

const params = new URLSearchParams(window.location.search);
const locale = params.get('locale') === 'en' ? 'en' : 'he';
const direction = locale === 'he' ? 'rtl' : 'ltr';
const count = Number(params.get('rows') ?? '50');
document.documentElement.lang = locale;
document.documentElement.dir = direction;

const columns: SpreadsheetColumn[] = [
  { key: 'id', label: locale === 'he' ? 'מזהה' : 'ID', locked: true, width: 90, fixed: true },
  { key: 'name', label: locale === 'he' ? 'שם' : 'Name', width: 180 },
  { key: 'city', label: locale === 'he' ? 'עיר' : 'City' },
  { key: 'email', label: locale === 'he' ? 'דוא"ל' : 'E-mail', width: 220 },
  { key: 'amount', label: locale === 'he' ? 'סכום' : 'Amount', format: 'currency' },
  { key: 'share', label: locale === 'he' ? 'אחוז' : 'Share', format: 'percentage' },
  { key: 'joined', label: locale === 'he' ? 'הצטרפות' : 'Joined', format: 'date' },
  { key: 'active', label: locale === 'he' ? 'פעיל' : 'Active', format: 'boolean', defaultValue: true },
  { key: 'note', label: locale === 'he' ? 'הערה' : 'Note', width: 240 },
];

const cities = ['תל אביב', 'חיפה', 'ירושלים', 'באר שבע', 'אילת'];
const names = ['דנה כהן', 'יוסי לוי', 'Avi Mizrahi', 'רות בן דוד', 'Omer Katz'];

function makeRows(n: number): SpreadsheetRow[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `${names[i % names.length]} ${i + 1}`,
    city: cities[i % cities.length],
    email: `user${i + 1}@example.com`,
    amount: i % 13 === 0 ? null : (i * 37) % 5000,
    share: i % 100,
    joined: `20${String(10 + (i % 15)).padStart(2, '0')}-0${1 + (i % 9)}-1${i % 10}`,
    active: i % 3 !== 0,
    note: i % 4 === 0 ? 'הערה ארוכה שנמשכת ונמשכת כדי לבדוק גלישת טקסט בתא צר של הגיליון' : '',
  }));
}

const cellError = (row: SpreadsheetRow, key: string) =>
  key === 'amount' && row.amount === null ? (locale === 'he' ? 'חסר סכום' : 'Amount is missing') : undefined;

const i18nProvider = polyglotI18nProvider(() => (locale === 'he' ? he : en) as unknown as TranslationMessages, locale);

function Harness() {
  const [rows, setRows] = useState(() => makeRows(count));
  window.spreadsheetRows = rows;
  return (
    <LazySpreadsheet
      columns={columns}
      rows={rows}
      onRowsChange={setRows}
      rowKey="id"
      cellError={cellError}
      storageKey="harness"
      height="75vh"
    />
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={createTheme(createAppTheme(direction))}>
        <CssBaseline />
        <I18nContextProvider value={i18nProvider}>
          <div style={{ padding: 16 }}>
            <Harness />
          </div>
        </I18nContextProvider>
      </ThemeProvider>
    </CacheProvider>
  </StrictMode>,
);
