// Finds installed packages on a line with a known advisory (scripts/security/vulnerable-lines.json), reading the
// lockfile: `npm run check:deps` prints them and exits 1. npm audit needs its advisory
// service, which these machines cannot reach; where it can, run `npm audit --omit=dev` as well.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface VulnerableLine {
  name: string;
  /** The first version of the line (default: every version below `fixed`). */
  from?: string;
  fixed: string;
  advisory: string;
}
interface Lockfile {
  packages?: Record<string, { name?: string; version?: string }>;
}
export interface Installed {
  name: string;
  version: string;
  where: string;
}

/** -1, 0 or 1 comparing dotted versions by their numbers ('0.20.3' > '0.18.5'); a pre-release counts as its release. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) =>
    String(v)
      .split(/[-+]/)[0]
      .split('.')
      .map((n) => Number.parseInt(n, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0) ? -1 : 1;
  }
  return 0;
}

/** Every installed package of a lockfile (v2/v3 `packages`) as name and version; an alias reports the name it is installed under. */
export function installedPackages(lock: Lockfile): Installed[] {
  return Object.entries(lock.packages ?? {})
    .filter(([where]) => where.includes('node_modules/'))
    .map(([where, entry]) => ({
      name: where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version ?? '',
      where,
    }))
    .filter((p) => p.version !== '');
}

/** The installed packages on a vulnerable line, with the advisory. */
export function vulnerable(
  lock: Lockfile,
  lines: VulnerableLine[],
): Array<Installed & { fixed: string; advisory: string }> {
  return installedPackages(lock).flatMap((p) =>
    lines
      .filter(
        (line) =>
          line.name === p.name &&
          compareVersions(p.version, line.fixed) < 0 &&
          (!line.from || compareVersions(p.version, line.from) >= 0),
      )
      .map((line) => ({ ...p, fixed: line.fixed, advisory: line.advisory })),
  );
}

export function readLines(): VulnerableLine[] {
  return (JSON.parse(readFileSync(path.join(here, 'vulnerable-lines.json'), 'utf8')) as { lines: VulnerableLine[] })
    .lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(readFileSync(path.join(here, '..', '..', 'package-lock.json'), 'utf8')) as Lockfile;
  const found = vulnerable(lock, readLines());
  for (const f of found) console.log(`${f.where} ${f.version}: below ${f.fixed} (${f.advisory})`);
  console.log(
    found.length
      ? `${found.length} package(s) on a vulnerable line`
      : 'No installed package is on a known vulnerable line.',
  );
  process.exit(found.length ? 1 : 0);
}
