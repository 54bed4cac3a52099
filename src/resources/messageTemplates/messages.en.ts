export default {
  name: 'Message template |||| Message templates',
  fields: {
    id: 'ID',
    name: 'Name',
    channel: 'Channel',
    subject: 'Subject',
    content: 'Content',
    is_active: 'Active',
    updated_at: 'Updated',
  },
  help: {
    subject: 'E-mail only',
    content:
      'Merge fields: {{first_name}}, {{last_name}}, {{full_name}}, {{email}}, {{phone}}; a fallback after a bar: {{first_name|dear customer}}',
  },
  toggle: { is_active: { on: 'The template is active', off: 'The template is inactive' } },
};
