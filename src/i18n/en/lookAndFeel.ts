/** Appearance (light, dark, system) and keyboard shortcuts. */
export default {
  app: {
    theme: {
      label: 'Appearance',
      system: 'System',
      light: 'Light',
      dark: 'Dark',
    },
    shortcuts: {
      title: 'Keyboard shortcuts',
      hint: 'Shortcuts do not work while typing in a field, except save.',
      then: 'then',
      go_home: 'Go to home',
      go_customers: 'Go to customers',
      go_products: 'Go to products',
      go_orders: 'Go to orders',
      go_deals: 'Go to deals',
      search: 'Search the list',
      create: 'New record in the open list',
      save: 'Save the form',
      palette: 'Search everything',
      next_record: 'Next record in the list',
      previous_record: 'Previous record in the list',
      help: 'Show keyboard shortcuts',
    },
  },
};
