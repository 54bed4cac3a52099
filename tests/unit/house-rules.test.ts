// Rules of the house that a reader would otherwise have to check by hand: comments state their rule instead of
// citing documents outside the repository; components fetch through their area's hooks module, never the HTTP
// client; route files validate, call and answer, their queries in data modules; a query key is made once, by its
// area's keys (queryKeysOf) or react-admin's (reactAdminKey), never written out where it is used. The lists of files still
// breaking a rule may only shrink: a file that keeps it leaves its list.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../../scripts/import-graph';

const files = (...dirs: string[]) =>
  dirs.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).map((file) => path.relative(ROOT, file));
const text = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** Components that still call the HTTP client themselves. */
const COMPONENTS_WITH_HTTP = ['src/screens/notifications/useLiveNotifications.tsx'];

/** A key written out where it is used: `queryKey: ['…'`, `setQueryData(['…'`, `getQueryData(['…'` and the like. */
const LITERAL_KEY = /(queryKey:\s*|Query(?:Data|State)\(\s*)\[\s*['"`]/;

describe('house rules', () => {
  it('cites no document or issue outside the repository in code', () => {
    const citation = /\bSPEC(\.md)?\b|\bDESIGN(\.md)?\b|\b[Ii]ssues? #?\d+/;
    const citing = files('server', 'src', 'definitions', 'scripts', 'build').filter((file) =>
      citation.test(text(file)),
    );
    expect(citing).toEqual([]);
  });

  it('lets no component call the HTTP client, but the listed', () => {
    const calling = files('src')
      .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
      .filter((file) => /from '[./]*dataProvider\/http'/.test(text(file)));
    expect(calling.sort()).toEqual([...COMPONENTS_WITH_HTTP].sort());
  });

  it('lets no route file build queries: they validate, call an area and answer', () => {
    const building = files('server/src/routes').filter((file) => /from 'drizzle-orm/.test(text(file)));
    expect(building).toEqual([]);
  });

  it('writes no query key out where it is used', () => {
    const writing = files('src')
      .filter((file) => !file.includes('.test.') && file !== 'src/dataProvider/queryKeys.ts')
      .filter((file) => LITERAL_KEY.test(text(file)));
    expect(writing).toEqual([]);
  });
});
