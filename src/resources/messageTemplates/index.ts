import messageTemplates from '../../../definitions/entities/message-templates';
import { can } from '../../authProvider/permissions';
import { datetime } from '../../engine/fields';
import { resourceFromDefinition } from '../../engine/fromDefinition';

/**
 * The message composer's templates from their definition. They sit under settings for those who may change them;
 * reading them (the deals board, the composer) needs only the list permission.
 */
export default resourceFromDefinition(messageTemplates, {
  access: (user) => can(user, 'message_template', 'update'),
  fields: { updated_at: datetime({ readOnly: true }) },
  list: ['name', 'channel', 'subject', 'is_active', 'updated_at'],
});
