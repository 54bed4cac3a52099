import HistoryIcon from '@mui/icons-material/History';
import { crud } from '../../../dataProvider/endpoints';
import { defineResource } from '../../defineResource';
import { datetime, id, integer, select, text } from '../../fields';
import { lazyPage } from '../../lazy';
import { IMPORT_PATH } from './importPath';

export const IMPORT_STATUSES = ['completed', 'reverted'] as const;

/**
 * The history of customer imports at /customer-imports (GET /person/import: newest first, skip/limit, `mine`),
 * reached from the customers list. Read only: a row opens its report (download, revert) over the list.
 * Its own top-level path: under /customers the section redirect of /customers would take the customers list.
 */
export default defineResource({
  name: 'customer-imports',
  menuUnder: 'customers',
  icon: HistoryIcon,
  api: crud(IMPORT_PATH, { list: { search: undefined, sort: undefined }, create: false, update: false, delete: false }),
  fields: {
    id: id(),
    created_at: datetime({ readOnly: true }),
    created_by_name: text({ readOnly: true }),
    total_rows: integer({ readOnly: true }),
    created: integer({ readOnly: true }),
    merged: integer({ readOnly: true }),
    failed_count: integer({ readOnly: true }),
    status: select(IMPORT_STATUSES.map((s) => ({ id: s, name: `resources.customer-imports.status.${s}` })), { readOnly: true }),
    reverted_at: datetime({ readOnly: true }),
  },
  list: lazyPage(() => import('./ImportHistoryList')),
  create: false,
  edit: false,
  recordRepresentation: (record) => `#${record.id}`,
});
