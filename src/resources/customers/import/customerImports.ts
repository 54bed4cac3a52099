import { can } from '../../../authProvider/permissions';
import { importHistoryOf } from '../../../engine/views/import/importHistory';
import { IMPORT_PATH } from './importPath';

/**
 * The history of customer imports at /customer-imports (GET /person/import: newest first, skip/limit, `mine`),
 * reached from the customers list. Its own top-level path: under /customers it would be read as a customer's id.
 * The customers resource is named, not imported: its list imports this file.
 */
export default importHistoryOf(
  { name: 'customers', routeName: 'customers', api: {}, allows: (user, action) => can(user, 'person', action) },
  { base: IMPORT_PATH, name: 'customer-imports', merges: true },
);
