/**
 * The page bench/import.bench.mjs measures in Chromium (built from bench/import/index.html; not part of the
 * admin): the real wizard, clicked through by itself from the moment a file is chosen until the preview
 * shows every record, beside the plain SheetJS and papaparse parses of the same file.
 */
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import Papa from 'papaparse';
import { read, utils } from 'xlsx';
import he from '../../../i18n/he';
import { createAppTheme } from '../../../theme/theme';
import { emotionCacheFor } from '../../../theme/emotionCache';
import { LazyImportWizard } from '../index';
import type { ImportSchemaField } from '../types';
import columns from '../../../../bench/import/columns.json';

interface Marks {
  chosen: number | null;
  mapped: number | null;
  clicked: number | null;
  ready: number | null;
  longestTask: number;
  peakHeap: number;
}

declare global {
  interface Window {
    bench: {
      marks: Marks;
      /** Resolves with the marks when the preview shows every record. */
      done: Promise<Marks>;
      plainXlsx: (file: File) => Promise<{ ms: number; rows: number; longestTask: number; peakHeap: number }>;
      plainCsv: (file: File) => Promise<{ ms: number; rows: number; longestTask: number; peakHeap: number }>;
    };
  }
}

interface PerformanceWithMemory extends Performance {
  memory?: { usedJSHeapSize: number };
}

const schema: ImportSchemaField[] = columns.map(({ id, label, element, required }) => ({
  id,
  label,
  element,
  required,
  options:
    id === 'status'
      ? ['active', 'inactive', 'vip'].map((value) => ({ value, label: value }))
      : id === 'tier'
        ? ['bronze', 'silver', 'gold'].map((value) => ({ value, label: value }))
        : undefined,
}));

/** Longest main-thread task and peak main-thread heap since `since()` (long tasks are those over 50 ms). */
function watchMainThread(since: () => number | null) {
  const state = { longestTask: 0, peakHeap: 0 };
  new PerformanceObserver((list) => {
    const start = since();
    for (const entry of list.getEntries()) {
      if (start !== null && entry.startTime + entry.duration >= start)
        state.longestTask = Math.max(state.longestTask, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  setInterval(() => {
    const heap = (performance as PerformanceWithMemory).memory?.usedJSHeapSize ?? 0;
    if (since() !== null) state.peakHeap = Math.max(state.peakHeap, heap);
  }, 50);
  return state;
}

const marks: Marks = { chosen: null, mapped: null, clicked: null, ready: null, longestTask: 0, peakHeap: 0 };
const watched = watchMainThread(() => marks.chosen);
let finish: (m: Marks) => void = () => undefined;
const done = new Promise<Marks>((resolve) => (finish = resolve));

document.addEventListener(
  'change',
  (event) => {
    if ((event.target as HTMLElement).dataset?.testid === 'import-file-input') marks.chosen = performance.now();
  },
  true,
);

// An instant user: press 'Preview Data' as soon as it shows, stop the clock when every record is shown.
new MutationObserver(() => {
  if (marks.chosen === null) return;
  if (marks.clicked === null) {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'תצוגה מקדימה');
    if (button) {
      marks.mapped = performance.now();
      marks.clicked = performance.now();
      button.click();
    }
    return;
  }
  if (marks.ready === null && document.querySelector('[role="dialog"] [role="grid"] [role="row"][aria-rowindex="2"]')) {
    const text = document.querySelector('[role="dialog"]')?.textContent ?? '';
    if (text.includes('מוצגות כל')) {
      marks.ready = performance.now();
      // Let the long-task observer report the task that drew the preview before reading the marks.
      setTimeout(() => finish({ ...marks, longestTask: watched.longestTask, peakHeap: watched.peakHeap }), 300);
    }
  }
}).observe(document.body, { childList: true, subtree: true, characterData: true });

async function plain(file: File, parse: (file: File) => Promise<number>) {
  const state = { start: null as number | null };
  const watch = watchMainThread(() => state.start);
  state.start = performance.now();
  const rows = await parse(file);
  const ms = performance.now() - state.start;
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { ms, rows, longestTask: watch.longestTask, peakHeap: watch.peakHeap };
}

window.bench = {
  marks,
  done,
  // SheetJS's plain default parse: read, then sheet_to_json.
  plainXlsx: (file) =>
    plain(file, async (f) => {
      const workbook = read(await f.arrayBuffer());
      return utils.sheet_to_json(workbook.Sheets[workbook.SheetNames[0]]).length;
    }),
  // papaparse's plain default parse of the file.
  plainCsv: (file) =>
    plain(
      file,
      (f) =>
        new Promise((resolve, reject) =>
          Papa.parse<string[]>(f, { complete: (result) => resolve(result.data.length), error: reject }),
        ),
    ),
};

const theme = createTheme(createAppTheme('rtl'));
createRoot(document.getElementById('root')!).render(
  <CacheProvider value={emotionCacheFor('rtl')}>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <I18nContextProvider value={polyglotI18nProvider(() => he as unknown as TranslationMessages, 'he')}>
        <LazyImportWizard schema={schema} onImport={() => undefined} />
      </I18nContextProvider>
    </ThemeProvider>
  </CacheProvider>,
);
