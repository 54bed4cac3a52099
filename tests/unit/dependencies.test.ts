// No installed package is on a line with a known advisory (scripts/security): npm audit cannot reach its service
// from these machines, so the lockfile is checked against the list kept in the repository.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareVersions, installedPackages, readLines, vulnerable } from '../../scripts/security/check-dependencies';

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'));

describe('dependencies', () => {
  it('has no installed package on a known vulnerable line', () => {
    expect(installedPackages(lock).length).toBeGreaterThan(100);
    expect(vulnerable(lock, readLines())).toEqual([]);
  });

  it('would find npm xlsx 0.18.5, a nested old lodash and a semver 7 before its fix, and not the fixed ones', () => {
    const fake = {
      packages: {
        '': { name: 'admin' },
        'node_modules/xlsx': { version: '0.18.5' },
        'node_modules/a/node_modules/lodash': { version: '4.17.20' },
        'node_modules/semver': { version: '7.5.1' },
        'node_modules/b/node_modules/semver': { version: '6.3.1' },
        'node_modules/c/node_modules/xlsx': { version: '0.20.3' },
      },
    };
    expect(vulnerable(fake, readLines()).map((f) => `${f.name}@${f.version}`)).toEqual([
      'xlsx@0.18.5',
      'lodash@4.17.20',
      'semver@7.5.1',
    ]);
  });

  it('compares versions by their numbers', () => {
    expect(compareVersions('0.20.3', '0.18.5')).toBe(1);
    expect(compareVersions('4.17.9', '4.17.21')).toBe(-1);
    expect(compareVersions('1.2.6', '1.2.6')).toBe(0);
    expect(compareVersions('3.0.0-rc.1', '3.0.0')).toBe(0);
  });
});
