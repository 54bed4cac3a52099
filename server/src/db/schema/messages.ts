import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

// The message composer's templates: a subject and content per channel with merge fields such as
// {{first_name}}, filled from the chosen customer when a message is sent (server/src/messages/merge.ts).

export const MESSAGE_CHANNELS = ['email', 'whatsapp'] as const;

export const messageTemplates = pgTable('message_templates', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull().default('email'),
  /** E-mail only; WhatsApp messages have none. */
  subject: text('subject').notNull().default(''),
  content: text('content').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export type MessageTemplate = typeof messageTemplates.$inferSelect;
