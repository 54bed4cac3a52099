// The query keys of the admin's own screens (those react-admin's data provider does not serve). Each area's hooks
// module (`<area>/api.ts`) makes its keys here, so a key is written once: the hooks read by it, writes and live
// updates invalidate by it (src/screens/notifications/liveLists.ts), and a prefix reaches every query under it.
import type { QueryKey } from '@tanstack/react-query';

type Part = string | number | boolean | null | undefined | Record<string, unknown>;

/** An area's keys: `all` (every query of the area), `list(...)` and `detail(...)`, and named ones under `of(...)`. */
export const queryKeysOf = <A extends string>(area: A) => ({
  all: [area] as const,
  /** Lists of the area, narrowed by what they are asked with. */
  list: (...parts: Part[]) => [area, 'list', ...parts] as const,
  /** One record of the area, and what else names the version it shows. */
  detail: (...parts: Part[]) => [area, 'detail', ...parts] as const,
  /** A read of its own (the due total, the metrics): its name, then its parameters. */
  of: (name: string, ...parts: Part[]) => [area, name, ...parts] as const,
});

/** Whether `key` lies under `prefix` (react-query's own rule for invalidating by a prefix). */
export const isUnder = (key: QueryKey, prefix: QueryKey): boolean => prefix.every((part, i) => key[i] === part);

/**
 * react-admin's own keys begin with a resource's name (`[resource, 'getList', …]`), or with `auth` for the identity
 * and permissions: this prefix reaches them all. The admin's own keys never start with such a name unless meant to be
 * refreshed with it.
 */
export const reactAdminKey = (name: string) => [name] as const;
