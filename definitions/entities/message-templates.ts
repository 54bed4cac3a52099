// The message composer's templates: a name, a channel, a subject (e-mail only) and content with merge fields such as
// {{first_name}}, filled from the chosen customer when a message is sent. A template naming an unknown merge field is
// refused by the server's rule (server/src/messages/templates.ts). The admin lists them under settings for those who
// may change them (src/resources/messageTemplates).
import { defineEntity } from '../entity/defineEntity';
import { enumOf, listSwitch, text } from '../entity/fields';

/** The channels a message goes out on. */
export const MESSAGE_CHANNEL_VALUES = {
  email: { he: 'אימייל', en: 'E-mail' },
  whatsapp: { he: 'וואטסאפ', en: 'WhatsApp' },
};

export default defineEntity({
  name: 'message_template',
  route: 'settings/message-templates',
  api: { base: '/messages/templates' },
  label: { he: 'תבנית הודעה |||| תבניות הודעות', en: 'Message template |||| Message templates' },
  fields: {
    name: text({ he: 'שם', en: 'Name' }, { required: true, maxLength: 200 }),
    channel: enumOf({ he: 'ערוץ', en: 'Channel' }, MESSAGE_CHANNEL_VALUES, { default: 'email' }),
    subject: text(
      { he: 'נושא', en: 'Subject' },
      { maxLength: 500, default: '', help: { he: 'לאימייל בלבד', en: 'E-mail only' } },
    ),
    content: text(
      { he: 'תוכן', en: 'Content' },
      {
        required: true,
        maxLength: 100_000,
        multiline: true,
        help: {
          // the merge fields are code: each list one left-to-right run (LRI … PDI) in the Hebrew line
          he: 'שדות מיזוג: \u2066{{first_name}}, {{last_name}}, {{full_name}}, {{email}}, {{phone}}\u2069; ברירת מחדל אחרי קו: \u2066{{first_name|לקוח יקר}}\u2069',
          en: 'Merge fields: {{first_name}}, {{last_name}}, {{full_name}}, {{email}}, {{phone}}; a fallback after a bar: {{first_name|dear customer}}',
        },
      },
    ),
    is_active: listSwitch(
      { he: 'פעילה', en: 'Active' },
      { he: 'התבנית פעילה', en: 'The template is active' },
      { he: 'התבנית אינה פעילה', en: 'The template is inactive' },
    ),
  },
  list: {
    columns: ['name', 'channel', 'subject', 'is_active'],
    sort: { field: 'name', order: 'asc' },
    search: ['name', 'subject', 'content'],
    filters: ['channel'],
    only: { active_only: { field: 'is_active', label: { he: 'פעילות בלבד', en: 'Active only' } } },
  },
  menu: { section: 'settings', order: 65, icon: 'template' },
  words: {
    he: { fields: { updated_at: 'עודכנה' } },
    en: { fields: { updated_at: 'Updated' } },
  },
});
