import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { cleanup, configure, renderHook } from '@testing-library/react';
import { afterEach } from 'vitest';
import { provideCatalog } from '../i18n/catalogs';
import en from '../i18n/en';
import he from '../i18n/he';
import { createI18nProvider } from '../i18n/i18nProvider';
import { localeStore } from '../i18n/localeStore';
import { DEFAULT_LOCALE, directionOf } from '../i18n/locales';
import { emotionCacheFor } from '../theme/emotionCache';

// findBy*/waitFor wait up to 10 s: a worker-backed widget on a busy 2-core CI machine can take seconds to answer.
// A missing element still fails the test; only the wait is longer.
configure({ asyncUtilTimeout: 10_000 });

// Unmount what each test rendered when it ends. Vitest runs without globals, so Testing Library cannot register this
// itself; a tree left mounted keeps scheduling React work, which then runs after the file's window is gone.
afterEach(() => cleanup());

// The admin's test files share a window and a module graph per worker (vitest.config.ts): each starts as a first visit
// would, in the default language with nothing stored, and with no style in the page. Every style rule MUI inserted
// stays in <head> otherwise, and jsdom reads them all for each computed style user-event asks for: later files
// would run several times slower. Emotion inserts a style once per cache, so each cache forgets what it inserted.
localeStore.set(DEFAULT_LOCALE);
document.documentElement.lang = DEFAULT_LOCALE;
document.documentElement.dir = directionOf(DEFAULT_LOCALE);
localStorage.clear();
sessionStorage.clear();
// MUI's own cache, which renders outside the app's CacheProvider use (always there in a window)
const defaultEmotionCache = renderHook(() => useEmotionCache()).result.current!;
cleanup();
for (const cache of [defaultEmotionCache, emotionCacheFor('rtl'), emotionCacheFor('ltr')]) {
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}

// Both languages, whole, at once in tests (the app fetches English when it is chosen, and the signed-in part of each
// with the resource definitions).
provideCatalog('he', he);
provideCatalog('en', en);
// Code outside React translates through the app's provider (the composition root makes it in the app).
createI18nProvider([]);
