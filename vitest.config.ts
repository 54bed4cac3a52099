import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The admin's test files that replace a module (vi.mock, vi.doMock) or reload modules (vi.resetModules). The admin's
 * other files share one module graph and one jsdom window per worker (importing MUI and react-admin and building a
 * window for every file was most of their time); a replaced module must not leak into another file's graph, nor miss
 * a module another file loaded first, so these files run isolated.
 */
const adminFilesReplacingModules = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    // Vitest takes one worker less than the machine has cores: on the 2-core CI machine that is one, while most of
    // a server test's time is spent waiting on PostgreSQL or PGlite. Two workers use both cores.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'definitions/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ['server/test/wire-types.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['server/test/setup.ts'],
          fileParallelism: true,
          // The server's test files build their own app and database and share no globals: one module graph per
          // worker saves importing the server again for every file.
          isolate: false,
        },
      },
      {
        // The API's generated types are read from a module graph of their own: schemas other test files name (a
        // throwaway entity's) would otherwise join the OpenAPI document.
        test: {
          name: 'wire',
          environment: 'node',
          include: ['server/test/wire-types.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          setupFiles: ['server/test/setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'admin',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: adminFilesReplacingModules,
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 30_000,
          // One module graph and one window per worker: src/test/setup.ts puts back what a file may leave behind in
          // them (storage, the language) before the next file.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'admin-isolated',
          environment: 'jsdom',
          include: adminFilesReplacingModules,
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
