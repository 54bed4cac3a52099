// The security log (server/src/routes/security-log.ts), read by superusers.
import { http } from '../../dataProvider/http';
import type { ApiAnswer, ApiQuery, ApiSchema } from '../../../definitions/wire/api';

export { SECURITY_EVENT_KINDS, type SecurityEventKind } from '../../../definitions/security/eventKinds';

export type SecurityEvent = ApiSchema<'SecurityEvent'>;
export type SecurityLogQuery = ApiQuery<'/api/security_log'>;

export const securityLogApi = {
  list: (query: SecurityLogQuery) => http.get<ApiAnswer<'/api/security_log'>>('/security_log', { query: { ...query } }),
};
