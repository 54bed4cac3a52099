export default {
  name: 'Collection |||| Collections',
  fields: { id: 'ID', name: 'Name', description: 'Description', item_ids: 'Items', is_active: 'Shown in the app', sort_order: 'Order' },
  help: { item_ids: 'In the order the app shows them' },
};
