export default {
  name: 'Form |||| Forms',
  fields: {
    id: 'ID',
    title: 'Title',
    name: 'Name in the address',
    description: 'Description',
    submission_count: 'Submissions',
    last_submission_at: 'Last submission',
    open: 'Open',
    version: 'Version',
    updated_at: 'Updated',
  },
};
