import HistoryIcon from '@mui/icons-material/History';
import { crud } from '../../../dataProvider/endpoints';
import { defineResource, type AppResource } from '../../defineResource';
import { datetime, id, integer, select, text } from '../../fields';
import { lazyPage } from '../../lazy';
import { importHistoryPath } from './importHistoryPath';

export const IMPORT_STATUSES = ['completed', 'reverted'] as const;

/** The resource whose imports a history lists (the customers, declared by hand, give only these). */
export type HistoryOwner = Pick<AppResource, 'name' | 'routeName' | 'access' | 'allows' | 'api'>;

interface Options {
  /** Its list, report and revert: `<base>`, `<base>/{id}`, `<base>/{id}/revert` (default: the owner's `<import>s`). */
  base?: string;
  /** Resource and route name (default `<owner>-imports`; the customers keep `customer-imports`). */
  name?: string;
  /** The import adds to records it finds (customers): a "merged" count. */
  merges?: boolean;
}

/**
 * The import history of a resource as a resource of its own, with no menu entry (its owner's entry stays current):
 * newest first, "my imports only", a row opens its report with download and revert, the report in the address.
 * Every resource that imports gets one from the registry; the page finds its owner through `menuUnder`.
 */
export function importHistoryOf(
  owner: HistoryOwner,
  { base = `${owner.api.import ?? ''}s`, name, merges = false }: Options = {},
): AppResource {
  const routeName = name ?? importHistoryPath(owner).slice(1);
  return defineResource({
    name: name ?? `${owner.name}-imports`,
    path: routeName,
    menuUnder: owner.name,
    // who may import into the owner may read its imports
    access: owner.allows ? (user) => owner.allows!(user, 'import') : owner.access,
    icon: HistoryIcon,
    api: crud(base, { list: { search: undefined, sort: undefined }, create: false, update: false, delete: false }),
    fields: {
      id: id(),
      created_at: datetime({ readOnly: true }),
      created_by_name: text({ readOnly: true }),
      total_rows: integer({ readOnly: true }),
      created: integer({ readOnly: true }),
      ...(merges ? { merged: integer({ readOnly: true }) } : {}),
      failed_count: integer({ readOnly: true }),
      status: select(
        IMPORT_STATUSES.map((s) => ({ id: s, name: `entities.import.history_page.status.${s}` })),
        { readOnly: true },
      ),
      reverted_at: datetime({ readOnly: true }),
    },
    list: lazyPage(() => import('./ImportHistoryPage')),
    create: false,
    edit: false,
    recordRepresentation: (record) => `#${record.id}`,
  });
}
