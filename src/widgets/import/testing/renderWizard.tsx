import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { I18nContextProvider } from 'ra-core';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { emotionCacheFor } from '../../../theme/emotionCache';
import enImport from '../../../i18n/en/importWizard';
import heImport from '../../../i18n/he/importWizard';
import enSpreadsheet from '../../../i18n/en/spreadsheet';
import heSpreadsheet from '../../../i18n/he/spreadsheet';
// The spreadsheet's own test set-up: gives the grid a size in jsdom.
import '../../spreadsheet/testing';
import ImportWizard, { type ImportWizardProps } from '../ImportWizard';
import { inlineTransport, type EngineTransport } from '../engine/transport';
import type { EngineResponse } from '../engine/protocol';
import { fixtureBytes } from './readFixture';

const providers = {
  en: polyglotI18nProvider(() => ({ ...englishMessages, ...enSpreadsheet, ...enImport }), 'en'),
  he: polyglotI18nProvider(() => ({ ...englishMessages, ...heSpreadsheet, ...heImport }), 'he'),
};

/** A fixture as the File a person would drop. */
export const fixtureFile = (name: string): File => new File([fixtureBytes(name) as BlobPart], name);

/** Renders the wizard with the engine on this thread, in English (left to right) unless told. */
export function renderWizard(
  props: Omit<ImportWizardProps, 'transport'>,
  locale: 'en' | 'he' = 'en',
  transport: () => EngineTransport = inlineTransport,
) {
  const direction = locale === 'he' ? 'rtl' : 'ltr';
  document.documentElement.dir = direction;
  return render(
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={createTheme({ direction })}>
        <I18nContextProvider value={providers[locale]}>
          <ImportWizard {...props} transport={transport} />
        </I18nContextProvider>
      </ThemeProvider>
    </CacheProvider>,
  );
}

/**
 * The engine on this thread, whose answers stop reaching the wizard right after the draft of a file being
 * read (the file then stays 'being read' for the test) until `resume` is called.
 */
export function pausingAfterDraft() {
  let paused = false;
  let deliver: (response: EngineResponse) => void = () => undefined;
  const held: EngineResponse[] = [];
  const transport = (): EngineTransport => {
    const inner = inlineTransport();
    return {
      post: (request) => inner.post(request),
      terminate: () => inner.terminate(),
      onMessage: (listener) => {
        deliver = listener;
        inner.onMessage((response) => {
          if (paused) {
            held.push(response);
            return;
          }
          listener(response);
          if (response.kind === 'draft') paused = true;
        });
      },
    };
  };
  const resume = () => {
    paused = false;
    for (const response of held.splice(0)) deliver(response);
  };
  return { transport, resume };
}
