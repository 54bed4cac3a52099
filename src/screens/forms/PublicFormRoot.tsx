// The public form page's own root: a customer's phone loads the form renderer, the theme and the catalogue, not the
// signed-in app (its layout, registry, providers and screens). React-admin's core contexts only, for the
// translate and locale hooks the inputs share with the signed-in screens.
import { useMemo } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { CoreAdminContext, memoryStore } from 'ra-core';
import { createQueryClient } from '../../dataProvider/queryClient';
import { useCatalogVersion } from '../../i18n/catalogs';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { directionOf } from '../../i18n/locales';
import { localeStore, useAppLocale } from '../../i18n/localeStore';
import { DirectionProvider } from '../../theme/DirectionProvider';
import { createAppTheme } from '../../theme/theme';
import { useThemeMode } from '../../theme/useThemeMode';
import PublicFormPage from './PublicFormPage';

const queryClient = createQueryClient();
// The language is remembered by src/i18n/localeStore; nothing else of react-admin's store outlives the page. The store
// starts in the page's language: react-admin draws nothing until its store's language is the translator's, and
// would then draw the whole page again at once, in one long task, instead of in the slices of the first render.
const store = memoryStore({ locale: localeStore.get() });

/** The public form page (/f/:name) with the providers it needs and no more. */
export function PublicFormRoot() {
  const locale = useAppLocale();
  const catalogVersion = useCatalogVersion();
  // Made again in the new language when it is switched (src/i18n/useSwitchLocale.ts), as the signed-in app does.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the provider reads the catalogue that catalogVersion counts, and the language
  const i18nProvider = useMemo(() => createI18nProvider([]), [catalogVersion, locale]);
  const direction = directionOf(locale);
  const mode = useThemeMode();
  const theme = useMemo(
    () => createTheme(createAppTheme(direction, mode, i18nProvider.translate)),
    [direction, mode, i18nProvider],
  );
  return (
    <DirectionProvider>
      <CoreAdminContext i18nProvider={i18nProvider} queryClient={queryClient} store={store}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <PublicFormPage />
        </ThemeProvider>
      </CoreAdminContext>
    </DirectionProvider>
  );
}
