export default {
  name: 'Category |||| Categories',
  fields: {
    id: 'ID',
    name: 'Name',
    slug: 'Web address',
    parent_id: 'Parent category',
    description: 'Description',
    image: 'Image',
    is_active: 'Active',
    sort_order: 'Order',
    children: 'Subcategories',
    created_at: 'Created',
  },
  help: { slug: 'Part of the web address; left empty, it is made from the name' },
  tabs: { details: 'Details', image: 'Image', children: 'Subcategories' },
  actions: {
    activate: 'Activate',
    activate_done: 'Category activated |||| %{smart_count} categories activated',
    deactivate: 'Deactivate',
    deactivate_done: 'Category deactivated |||| %{smart_count} categories deactivated',
  },
  toggle: { is_active: { on: 'The category is active', off: 'The category is inactive' } },
};
