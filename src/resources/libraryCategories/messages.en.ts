export default {
  name: 'Category |||| Categories',
  fields: { id: 'ID', icon: 'Icon', name: 'Name', slug: 'Web address', parent_id: 'Parent category', featured: 'On the home screen', sort_order: 'Order' },
  order: { open: 'Arrange', title: 'Order of the categories', featured: 'On the home screen', under: 'Under %{name}' },
};
