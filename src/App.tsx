import { memo, useEffect, useMemo } from 'react';
import { Route } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { AdminContext, CustomRoutes, Loading, Navigate, Resource, type I18nProvider } from 'react-admin';
import { authEvents, authProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { createQueryClient } from './dataProvider/queryClient';
import { reactAdminKey } from './dataProvider/queryKeys';
import { joiningAhead, prefetchFirstPage } from './engine/prefetchFirstPage';
import { useCatalogVersion } from './i18n/catalogs';
import { createI18nProvider } from './i18n/i18nProvider';
import { directionOf, type AppLocale } from './i18n/locales';
import { localeStore, useAppLocale } from './i18n/localeStore';
import { AppAdminUI } from './layout/AppAdminUI';
import { ScrollManager } from './layout/ScrollManager';
import { useMenuGroups } from './layout/useMenuGroups';
import { sectionRedirects } from './layout/menuGroups';
import { persistentStore } from './lib/persistentStore';
import { ApiErrorHandler } from './notifications/ApiErrorHandler';
import { HandedNotice } from './notifications/HandedNotice';
import { ToastProvider } from './notifications/ToastProvider';
import type { AppResource } from './engine/resourceTypes';
import { RegistryProvider } from './engine/registry';
import { useLoadedResources } from './resources/useLoadedResources';
import { RouteAccess } from './layout/RouteAccess';
import { appRoutes } from './routes';
import NotFoundPage from './screens/NotFoundPage';
import { DirectionProvider } from './theme/DirectionProvider';
import { createAppTheme } from './theme/theme';
import { useThemeMode } from './theme/useThemeMode';
import { OfflineBanner } from './widgets/offline/OfflineBanner';

/** `/shop` → its first screen, and so on for every section prefix the user can open. */
const SectionRedirect = ({ prefix }: { prefix: string }) => {
  const target = sectionRedirects(useMenuGroups()).find((r) => r.from === prefix)?.to;
  return target ? <Navigate to={target} replace /> : <NotFoundPage />;
};

// The composition root: the data and i18n providers are made here from the registry; nothing
// below this file imports the registry to make them. The registry (every resource definition) is not part of the
// signed-out first load: a signed-in page is drawn once it is here (the public pages are not the app's: src/publicRoutes.ts).
// The store starts in the language shown (src/i18n/localeStore keeps it): react-admin draws nothing until its store's
// language is the translator's, and would then draw the whole app again at once, in one long task.
const store = persistentStore('bagel-admin', { locale: localeStore.get() });
// One client for the whole session: its cache must outlive a change of language or of the loaded resources.
const queryClient = createQueryClient();
// The session and access checks stay fresh until the session changes (src/dataProvider/queryClient.ts).
for (const event of ['login', 'signup'] as const)
  authEvents.on(event, () => void queryClient.invalidateQueries({ queryKey: reactAdminKey('auth') }));
const noResources: AppResource[] = [];
let firstScreenAsked = false;

// A prefix that is itself a resource's list (/subscriptions, with /subscriptions/payments under it) is not redirected.
const sectionPrefixesOf = (resources: AppResource[]) => [
  ...new Set(
    resources
      .map((r) => r.path.split('/')[1])
      .filter((p) => resources.some((r) => r.path.startsWith(`/${p}/`)) && !resources.some((r) => r.path === `/${p}`)),
  ),
];

interface AppBodyProps {
  resources: AppResource[];
  loaded: boolean;
  sectionPrefixes: string[];
}

/**
 * Everything below the providers. Memoised: a change of language (or of theme) gives the providers new values and
 * redraws only what reads them; without it the whole page would be made again, every element new.
 */
const AppBody = memo(({ resources, loaded, sectionPrefixes }: AppBodyProps) => (
  <RegistryProvider resources={resources}>
    <ToastProvider>
      <ApiErrorHandler />
      <HandedNotice />
      <ScrollManager />
      <OfflineBanner />
      {!loaded ? (
        <>
          <CssBaseline />
          <Loading />
        </>
      ) : (
        <AppAdminUI>
          {resources.map((resource) => (
            <Resource key={resource.routeName} {...resource.resourceProps} />
          ))}
          <CustomRoutes>
            {appRoutes.map(({ path, component, access }) => (
              <Route key={path} path={path} element={<RouteAccess screen={component} access={access} />} />
            ))}
            {sectionPrefixes.map((prefix) => (
              <Route key={prefix} path={`/${prefix}`} element={<SectionRedirect prefix={`/${prefix}`} />} />
            ))}
          </CustomRoutes>
        </AppAdminUI>
      )}
    </ToastProvider>
  </RegistryProvider>
));
AppBody.displayName = 'AppBody';

/** The admin: react-admin wired to our providers, layout and resources (every path but the sign-in and public pages). */
export const App = () => {
  const loaded = useLoadedResources();
  const resources = loaded ?? noResources;
  // Made at the first render (after main.tsx has fetched the remembered language's catalogue), again with the
  // resources' own data and messages when they arrive, and when the signed-in part of the catalogue does.
  const catalogVersion = useCatalogVersion();
  const dataProvider = useMemo(() => joiningAhead(createDataProvider(resources)), [resources]);
  // The first screen's list: its code and first page asked for now, beside the session check (once per page load).
  useEffect(() => {
    if (!loaded || firstScreenAsked) return;
    firstScreenAsked = true;
    void prefetchFirstPage({
      location: window.location,
      resources: loaded,
      dataProvider,
      queryClient,
      store,
      canList: async (resource) => (await authProvider.canAccess?.({ resource, action: 'list' })) ?? true,
    }).catch(() => undefined);
  }, [loaded, dataProvider]);
  const locale = useAppLocale();
  // One provider per language, made when the language is first drawn (src/i18n/useSwitchLocale.ts: the page redraws
  // in place) and found again when it is switched back; all made again when the resources or the catalogue grow.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the providers read the catalogue that catalogVersion counts
  const providers = useMemo(() => new Map<AppLocale, I18nProvider>(), [resources, catalogVersion]);
  const i18nProvider = useMemo(() => {
    const provider = providers.get(locale) ?? createI18nProvider(resources);
    providers.set(locale, provider);
    return provider;
  }, [providers, resources, locale]);
  const sectionPrefixes = useMemo(() => sectionPrefixesOf(resources), [resources]);
  const direction = directionOf(locale);
  const mode = useThemeMode();
  // Made again with the catalogue: the theme carries MUI's own words (an Autocomplete's buttons) in the language.
  const theme = useMemo(() => createAppTheme(direction, mode, i18nProvider.translate), [direction, mode, i18nProvider]);
  return (
    <DirectionProvider>
      <AdminContext
        dataProvider={dataProvider}
        queryClient={queryClient}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        // Lists keep their filters, sort, page size, columns and chosen view across reloads (cleared on sign-out).
        store={store}
        // One theme at a time: the mode is the signed-in user's own choice (src/theme/themeChoice.ts), which
        // react-admin's single shared 'theme' store entry cannot keep per user.
        lightTheme={theme}
        darkTheme={null}
      >
        <AppBody resources={resources} loaded={Boolean(loaded)} sectionPrefixes={sectionPrefixes} />
      </AdminContext>
    </DirectionProvider>
  );
};
