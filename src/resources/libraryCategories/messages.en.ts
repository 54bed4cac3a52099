export default {
  name: 'Category |||| Categories',
  fields: { id: 'ID', icon: 'Icon', name: 'Name', slug: 'Address (slug)', parent_id: 'Parent category', featured: 'On the home screen', sort_order: 'Order' },
  order: { open: 'Arrange', title: 'Order of the categories', featured: 'On the home screen', under: 'Under %{name}' },
};
