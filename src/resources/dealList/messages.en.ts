export default {
  name: 'Deal |||| Deals',
  fields: {
    id: 'ID',
    title: 'Title',
    pipeline_id: 'Pipeline',
    person_id: 'Customer',
    value: 'Value',
    expected_close: 'Expected close',
    owner_name: 'Owner',
    owner_id: 'Owner',
    closed_at: 'Closed',
    created_at: 'Created',
    close_from: 'Expected close from',
    close_to: 'Expected close until',
  },
};
