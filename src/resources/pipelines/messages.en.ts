export default {
  name: 'Pipeline |||| Pipelines',
  fields: { id: 'ID', name: 'Name', description: 'Description', sort_order: 'Order', created_at: 'Created' },
};
