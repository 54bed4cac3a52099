import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, defaultLightTheme, Form, memoryStore, type TranslationMessages } from 'react-admin';
import heRaMessages from '../../i18n/he/ra';
import enInputs from '../../i18n/en/inputs';
import heInputs from '../../i18n/he/inputs';

/** Test helper: react-admin's context (messages of the inputs, he or en) around a Form with a Save button. */
const messages: Record<string, TranslationMessages> = {
  en: { ...englishMessages, ...enInputs } as TranslationMessages,
  he: { ...heRaMessages, ...heInputs } as TranslationMessages,
};

export interface RenderInFormOptions {
  locale?: 'he' | 'en';
  record?: Record<string, unknown>;
  onSubmit?: (values: Record<string, unknown>) => void;
}

export const renderInForm = (
  ui: ReactNode,
  { locale = 'en', record, onSubmit = () => undefined }: RenderInFormOptions = {},
) => {
  const i18nProvider = polyglotI18nProvider((language) => messages[language], locale, [], { allowMissing: true });
  const theme = { ...defaultLightTheme, direction: locale === 'he' ? ('rtl' as const) : ('ltr' as const) };
  const user = userEvent.setup();
  const view = render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()} theme={theme}>
      <div dir={theme.direction}>
        <Form record={record} onSubmit={onSubmit}>
          {ui}
          <button type="submit">{locale === 'he' ? 'שמירה' : 'Save'}</button>
        </Form>
      </div>
    </AdminContext>,
  );
  return { ...view, user };
};
