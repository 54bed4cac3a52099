import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { provideCatalog } from '../i18n/catalogs';
import en from '../i18n/en';
import he from '../i18n/he';
import { createI18nProvider } from '../i18n/i18nProvider';

// findBy*/waitFor wait up to 10 s: a worker-backed widget on a busy 2-core CI machine can take seconds to answer.
// A missing element still fails the test; only the wait is longer.
configure({ asyncUtilTimeout: 10_000 });

// Unmount what each test rendered when it ends. Vitest runs without globals, so Testing Library cannot register this
// itself; a tree left mounted keeps scheduling React work, which then runs after the file's window is gone.
afterEach(() => cleanup());

// Both languages, whole, at once in tests (the app fetches English when it is chosen, and the signed-in part of each
// with the resource definitions).
provideCatalog('he', he);
provideCatalog('en', en);
// Code outside React translates through the app's provider (the composition root makes it in the app).
createI18nProvider([]);
