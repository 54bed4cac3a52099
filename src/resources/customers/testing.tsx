import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  memoryStore,
  TestMemoryRouter,
  testDataProvider,
  type DataProvider,
  type TranslationMessages,
} from 'react-admin';
import type { Location } from 'react-router';
import en from '../../i18n/en';
import he from '../../i18n/he';
import { mergeMessages, type MessageTree } from '../../i18n/merge';
import type { AppResource } from '../../engine/resourceTypes';

export interface RenderAdminOptions {
  url?: string;
  locale?: 'en' | 'he';
  dataProvider?: Partial<DataProvider>;
  /** Resources whose own messages (their folder's files) join the catalogue. */
  resources?: readonly AppResource[];
}

/** Test helper: react-admin with our messages, a memory router at `url`, and the current location. */
export function renderAdmin(
  ui: ReactNode,
  { url = '/', locale = 'en', dataProvider = {}, resources = [] }: RenderAdminOptions = {},
) {
  const withOwn = (base: MessageTree, l: 'en' | 'he') =>
    mergeMessages(
      base,
      ...resources.flatMap((r) => (r.messages ? [{ resources: { [r.name]: r.messages[l] } } as MessageTree] : [])),
    );
  const messages = { en: withOwn(en, 'en'), he: withOwn(he, 'he') } as unknown as Record<string, TranslationMessages>;
  const i18nProvider = polyglotI18nProvider((l) => messages[l], locale, [], { allowMissing: true });
  const location: { current?: Location } = {};
  const user = userEvent.setup();
  const view = render(
    <TestMemoryRouter initialEntries={[url]} locationCallback={(l) => (location.current = l)}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()} dataProvider={testDataProvider(dataProvider)}>
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...view, user, location };
}
