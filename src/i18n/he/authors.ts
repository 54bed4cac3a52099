/** Authors (shop). */
export default {
  resources: {
    authors: {
      name: 'סופר |||| סופרים',
      fields: {
        name: 'שם',
        bio: 'ביוגרפיה',
      },
    },
  },
};
