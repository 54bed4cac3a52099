export default {
  name: 'Collection |||| Collections',
  fields: { id: 'ID', name: 'Name', description: 'Description', item_ids: 'Items', is_active: 'Shown in the app', sort_order: 'Order' },
  help: { item_ids: 'In the order the app shows them' },
  tabs: { details: 'Details', order: 'Order of the items' },
  order: { title: 'Order of the items', empty: 'No items in this collection yet: add them on the details tab.' },
};
