import TextSnippetOutlined from '@mui/icons-material/TextSnippetOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { can } from '../../authProvider/permissions';
import { defineResource } from '../../engine/defineResource';
import { boolean, choicesOf, datetime, id, longText, select, text } from '../../engine/fields';
import en from './messages.en';
import he from './messages.he';

const CHANNELS = ['email', 'whatsapp'] as const;
const channels = choicesOf('composer.channels', CHANNELS);

/** The message composer's templates (server/src/messages/templates.ts): subject and content with merge fields. */
export default defineResource({
  name: 'message-templates',
  path: 'settings/message-templates',
  menu: 'settings',
  menuOrder: 65,
  icon: TextSnippetOutlined,
  permission: 'message_template',
  // under settings for those who may change them; reading them (the deals board, the composer) needs only list
  access: (user) => can(user, 'message_template', 'update'),
  api: entityApi('/messages/templates'),
  fields: {
    id: id(),
    name: text({ required: true, maxLength: 200 }),
    channel: select(channels, { required: true, defaultValue: 'email' }),
    subject: text({ maxLength: 500, helperText: 'resources.message-templates.help.subject' }),
    content: longText({ required: true, maxLength: 100_000, helperText: 'resources.message-templates.help.content' }),
    is_active: boolean({ defaultValue: true, toggle: true }),
    updated_at: datetime({ readOnly: true }),
  },
  list: ['name', 'channel', 'subject', 'is_active', 'updated_at'],
  listOptions: { search: true, filters: { channel: select(channels), is_active: boolean() } },
  edit: ['name', 'channel', 'subject', 'content', 'is_active'],
  recordRepresentation: 'name',
  messages: { he, en },
});
