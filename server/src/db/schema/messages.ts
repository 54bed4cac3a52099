import { MESSAGE_CHANNEL_VALUES } from '../../../../definitions/entities/message-templates';

// The message composer's channels; its templates are a definition's table (schema/defined.ts, message_templates).
export const MESSAGE_CHANNELS = Object.keys(MESSAGE_CHANNEL_VALUES) as [
  keyof typeof MESSAGE_CHANNEL_VALUES,
  ...(keyof typeof MESSAGE_CHANNEL_VALUES)[],
];
