import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId } from './columns';
import { SECURITY_EVENT_KINDS } from '../../../../definitions/security/eventKinds';
import { userRef } from './users';

// The security log: sign-ins (and failed attempts), sign-outs, password changes, accounts created,
// changed in their rights or deleted, and exports of data. Only superusers read it. It never holds a password, a
// token or a session id. `user_id` is who acted (null for a failed sign-in of an unknown e-mail), `email` the
// address as it was then (as typed, for a failed sign-in), `subject_id` the account acted upon.
export { SECURITY_EVENT_KINDS, type SecurityEventKind } from '../../../../definitions/security/eventKinds';

export const securityEvents = pgTable(
  'security_events',
  {
    id: identityId(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: SECURITY_EVENT_KINDS }).notNull(),
    userId: userRef('user_id'),
    email: text('email').notNull().default(''),
    subjectId: userRef('subject_id'),
    ip: text('ip').notNull().default(''),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (t) => [
    index('security_events_at_idx').on(t.at.desc()),
    index('security_events_user_idx').on(t.userId, t.at.desc()),
    index('security_events_kind_idx').on(t.kind, t.at.desc()),
  ],
);

export type SecurityEvent = typeof securityEvents.$inferSelect;
