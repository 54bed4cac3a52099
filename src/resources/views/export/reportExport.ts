// Exports are built in the browser; each one is reported to the security log (server/src/routes/security-log.ts)
// with the list's name, the format and how many records left. A failed report never stops the export.
import { http } from '../../../dataProvider/http';

export function reportExport(resource: string, format: 'csv' | 'xlsx', count: number): void {
  http.post('/security_log/export', { resource, format, count }, { silent: true }).catch(() => undefined);
}
