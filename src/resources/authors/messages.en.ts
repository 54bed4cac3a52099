export default {
  name: 'Author |||| Authors',
  fields: {
    id: 'ID',
    name: 'Name',
    bio: 'Biography',
    created_at: 'Added',
  },
};
