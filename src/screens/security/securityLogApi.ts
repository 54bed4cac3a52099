// The security log (server/src/routes/security-log.ts), read by superusers.
import { http } from '../../dataProvider/http';
import type { SecurityEventKind } from '../../../definitions/security/eventKinds';

export { SECURITY_EVENT_KINDS, type SecurityEventKind } from '../../../definitions/security/eventKinds';

export interface SecurityEvent {
  id: number;
  at: string;
  kind: SecurityEventKind;
  user_id: string | null;
  user_name: string | null;
  email: string;
  subject_id: string | null;
  subject_email: string | null;
  ip: string;
  details: Record<string, string | number | boolean | null>;
}

export interface SecurityLogQuery {
  skip: number;
  limit: number;
  kind?: SecurityEventKind;
  q?: string;
  from?: string;
  to?: string;
}

export const securityLogApi = {
  list: (query: SecurityLogQuery) => http.get<{ items: SecurityEvent[]; total: number }>('/security_log', { query: { ...query } }),
};
