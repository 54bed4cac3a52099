import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'server/src/db/migrations',
      'bench/out',
      'definitions/wire/api.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: [
      'server/**/*.ts',
      'tests/**/*.{ts,mjs}',
      'bench/**/*.{ts,mjs}',
      'scripts/**/*.mjs',
      'build/**/*.cjs',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // A function a reader can hold in their head: a component, hook or handler over 150 lines is split into parts
    // named for what they do. Tests are left out (a describe block groups many cases).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'definitions/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**', 'server/test/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // The installable app's service worker, plain JavaScript copied as it is into the build.
    files: ['public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Benchmarks and browser tests hand functions to the page (page.evaluate), which run there.
    files: ['tests/e2e/**/*.{ts,mjs}', 'bench/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // No import cycles in the admin or the server, lazy `import()` included (one composition root).
    // Type-only imports are counted by tests/unit/import-graph.test.ts, which this rule passes over.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'definitions/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false, ignoreExternal: true }],
      // The server and the admin share only definitions/: neither imports the other, and definitions/ imports neither.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './server', from: './src', message: 'The server and the admin share only definitions/.' },
            { target: './src', from: './server', message: 'The server and the admin share only definitions/.' },
            {
              target: './definitions',
              from: ['./src', './server'],
              message: 'definitions/ is read by both sides and imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // The admin's layers, from the ground up: a layer imports only the layers below it, so nothing points back up.
    // The screens stand on the engine, the declarations (src/resources, routes.tsx) on them, the signed-in frame on those.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones() }],
    },
  },
  {
    // The sign-in pages are the first load: they never import the admin's framework, directly. What they
    // import from src/ must not either: the build's first chunk is checked by `npm run bench first-load`.
    files: ['src/signin/**/*.{ts,tsx}', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-admin', 'ra-*', '@mui/*', '@emotion/*', 'notistack', '@tanstack/*', 'react-hook-form'],
              message: 'The sign-in pages load without react-admin and MUI (src/signin).',
            },
            {
              group: ['**/notifications/toasts', '**/App'],
              message: 'The sign-in pages load without the app (src/signin).',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's layers, from the top down: a layer imports only the layers below it, so nothing points back up.
    // Routes validate, call an area and answer; areas read and write through db/; db/ holds tables and their helpers.
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverLayerZones(),
            { target: './server', from: './src', message: 'The server and the admin share only definitions/.' },
          ],
        },
      ],
    },
  },
  {
    // One way to fetch: a component reads and writes through its area's hooks (api.ts, react-query keys) or the data
    // provider, never by calling the HTTP client itself.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/dataProvider/http'],
              importNames: ['http', 'request'],
              message: "A component fetches through its area's hooks (api.ts) or the data provider.",
            },
          ],
        },
      ],
    },
  },
  {
    // Thin routes: a route validates, calls its area's data module and answers; queries live in the areas.
    files: ['server/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'pg'],
              message: 'Routes call their area (server/src/<area>); the queries live there.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);

/** The admin's layers, ground first, and the zones that keep each from importing any layer above it. */
function layerZones() {
  const layers = [
    ['lib', 'config.ts'],
    ['i18n'],
    ['theme', 'dataProvider'],
    ['authProvider'],
    ['notifications'],
    ['widgets', 'signin'],
    ['forms'],
    ['engine'],
    ['screens'],
    ['resources', 'routes.tsx'],
    ['layout'],
  ];
  const top = ['publicRoutes.ts', 'App.tsx', 'main.tsx'];
  return layers.flatMap((layer, index) => {
    const above = [...layers.slice(index + 1).flat(), ...top];
    return layer.map((folder) => ({
      target: `./src/${folder}`,
      from: above.map((name) => `./src/${name}`),
      message: `src/${folder} stands below ${above.join(', ')}: it may not import them.`,
    }));
  });
}

/**
 * The server's layers, top first (server/src), and the zones that keep each from importing any layer above it: the
 * entry, the routes and background work, the entities the CRUD factory serves, the areas (those that call others above
 * those they call), the engines they share (crud/, people/, cms/ stand on notifications/ and jobs/), auth/, db/, and
 * the ground every layer may use.
 */
function serverLayerZones() {
  const layers = [
    ['main.ts'],
    ['app.ts', 'context.ts'],
    ['routes', 'background.ts', 'setup'],
    ['entities'],
    ['billing', 'messages'],
    ['shop', 'library', 'forms', 'support', 'newsletter'],
    ['crud', 'people', 'cms'],
    ['notifications'],
    ['jobs'],
    ['files', 'docs.ts'],
    ['auth'],
    ['security-log', 'saved-views', 'data-store', 'deals', 'rate-limit.ts'],
    ['db'],
    ['schemas', 'errors.ts', 'mail.ts', 'form-body-guard.ts', 'nul-characters.ts'],
    [
      'config.ts',
      'logger.ts',
      'pydantic.ts',
      'html.ts',
      'security.ts',
      'cors.ts',
      'spa.ts',
      'metrics.ts',
      'public-page.ts',
      'after-answer.ts',
    ],
  ];
  return layers.flatMap((layer, index) => {
    const above = layers.slice(0, index).flat();
    return above.length === 0
      ? []
      : layer.map((name) => ({
          target: `./server/src/${name}`,
          from: above.map((upper) => `./server/src/${upper}`),
          message: `server/src/${name} stands below ${above.join(', ')}: it may not import them.`,
        }));
  });
}
