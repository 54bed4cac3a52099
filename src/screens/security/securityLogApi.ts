// The security log (server/src/routes/security-log.ts), read by superusers.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../dataProvider/http';
import { queryKeysOf } from '../../dataProvider/queryKeys';
import type { ApiAnswer, ApiQuery, ApiSchema } from '../../../definitions/wire/api';

export { SECURITY_EVENT_KINDS, type SecurityEventKind } from '../../../definitions/security/eventKinds';

export type SecurityEvent = ApiSchema<'SecurityEvent'>;
export type SecurityLogQuery = ApiQuery<'/api/security_log'>;

export const securityLogApi = {
  list: (query: SecurityLogQuery) => http.get<ApiAnswer<'/api/security_log'>>('/security_log', { query: { ...query } }),
};

export const securityLogKeys = queryKeysOf('security-log');

/** A page of the log under a filter (kind, e-mail, days). */
export const useSecurityLog = (filter: Omit<SecurityLogQuery, 'skip' | 'limit'>, page: number, perPage: number) =>
  useQuery({
    queryKey: securityLogKeys.list(filter, page, perPage),
    queryFn: () => securityLogApi.list({ ...filter, skip: page * perPage, limit: perPage }),
    placeholderData: keepPreviousData,
  });
