/** Authors (shop). */
export default {
  resources: {
    authors: {
      name: 'Author |||| Authors',
      fields: {
        name: 'Name',
        bio: 'Biography',
      },
    },
  },
};
