// A list outside the entity factory is exported from its own list route, page by page in the browser. Before it
// reads, the admin asks the server (POST /security_log/export): 403 without the list's export right (the export
// stops), else the export is recorded in the security log. Factory lists export through their own route instead.
import { ApiError } from '../../../dataProvider/errors';
import { http } from '../../../dataProvider/http';

export async function askToExport(source: string, format: 'csv' | 'xlsx', count: number): Promise<void> {
  await http.post('/security_log/export', { resource: source, format, count }, { silent: true });
}

/** The message of a failed export: refused (403), or anything else. */
export const exportFailure = (error: unknown): string =>
  error instanceof ApiError && error.status === 403 ? 'entities.export.forbidden' : 'entities.export.failed';
