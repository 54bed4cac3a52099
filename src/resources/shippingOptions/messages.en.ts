export default {
  name: 'Shipping option |||| Shipping options',
  // Its names say 'shipping' themselves ('משלוח מהיר'): the edit page's title is the name alone, not 'shipping option' before it.
  page: { edit: '%{recordRepresentation}' },
  fields: {
    id: 'ID',
    name: 'Name',
    price: 'Price',
    is_active: 'Active',
    is_default: 'Default',
    active_only: 'Active only',
    created_at: 'Added',
  },
  actions: {
    activate: 'Activate',
    activate_done: 'Shipping option activated |||| %{smart_count} shipping options activated',
    deactivate: 'Deactivate',
    deactivate_done: 'Shipping option deactivated |||| %{smart_count} shipping options deactivated',
  },
  toggle: { is_active: { on: 'The shipping option is active', off: 'The shipping option is inactive' } },
};
