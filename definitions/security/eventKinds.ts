// The kinds of security events: the log's column, the API's filter, and the admin's choices and words
// (src/screens/security reads this file, so a new kind is listed once and the i18n parity test asks for its words).
export const SECURITY_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_changed',
  'password_reset',
  'user_created',
  'user_rights_changed',
  'user_deleted',
  'export',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];
