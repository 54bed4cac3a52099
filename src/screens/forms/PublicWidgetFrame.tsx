// What the admin's own widgets need around them on the public form page (MUI and react-admin inputs: signature,
// upload, rich text, table): react-admin's core contexts with the app's translator over the whole catalogue, and the
// app's theme in the page's direction and mode. Fetched, with the rest of the catalogue, when a form's first such
// element is reached.
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { CoreAdminContext, memoryStore } from 'ra-core';
import { createQueryClient } from '../../dataProvider/queryClient';
import { useCatalogVersion } from '../../i18n/catalogs';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { directionOf } from '../../i18n/locales';
import { useAppLocale } from '../../i18n/localeStore';
import { DirectionProvider } from '../../theme/DirectionProvider';
import { createAppTheme } from '../../theme/theme';
import { useThemeMode } from '../../theme/useThemeMode';

const queryClient = createQueryClient();

export default function PublicWidgetFrame({ children }: { children: ReactNode }) {
  const locale = useAppLocale();
  const catalogVersion = useCatalogVersion();
  // Made again in the new language when it is switched, as the signed-in app does.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the provider reads the catalogue that catalogVersion counts, and the language
  const i18nProvider = useMemo(() => createI18nProvider([]), [catalogVersion, locale]);
  // The store is in the page's language: react-admin draws nothing until its store's language is the translator's,
  // and would switch the translator back to the store's.
  const store = useMemo(() => memoryStore({ locale }), [locale]);
  const direction = directionOf(locale);
  const mode = useThemeMode();
  const theme = useMemo(
    () => createTheme(createAppTheme(direction, mode, i18nProvider.translate)),
    [direction, mode, i18nProvider],
  );
  return (
    <DirectionProvider>
      <CoreAdminContext i18nProvider={i18nProvider} queryClient={queryClient} store={store}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </CoreAdminContext>
    </DirectionProvider>
  );
}
