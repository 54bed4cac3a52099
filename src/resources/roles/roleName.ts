import { isolate } from '../../lib/bidi';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A role as people read it: a built-in role by its name in the current language, others as they were named (isolated). */
export const roleName = (role: { name?: unknown; built_in?: unknown }, translate: Translate): string =>
  role.built_in
    ? translate(`resources.roles.built_in_names.${String(role.name)}`, { _: String(role.name) })
    : isolate(String(role.name ?? ''));
