/** The application shell: menu, app bar, home, 404, confirm dialog. */
export default {
  app: {
    autocomplete: { no_options: 'No matching options' },
    palette: {
      open: 'Search everything (Ctrl+K)',
      title: 'Search',
      placeholder: 'A customer, product, order, book, screen…',
      screens: 'Screens and actions',
      records: 'Records',
      recent: 'Recently opened',
      searching: 'Searching',
      nothing: 'Nothing found for "%{query}"',
      help: 'Type a name, e-mail, phone, SKU or number; Hebrew typed on an English keyboard is found too.',
    },
    title: 'Back office',
    offline: {
      title: 'You are offline.',
      detail: 'What you see is not updated and changes cannot be saved until the connection is back.',
    },
    menu: {
      home: 'Home',
      open: 'Open menu',
      close: 'Close menu',
      main: 'Main menu',
      more: 'More',
      sections: {
        customers: 'Customers',
        app: 'App',
        shop: 'Shop',
        subscriptions: 'Subscriptions',
        customer_service: 'Customer service',
        forms: 'Forms',
        settings: 'Settings',
      },
    },
    locale: {
      label: 'Language',
      he: 'עברית',
      en: 'English',
    },
    user_menu: {
      profile: 'Profile',
      logout: 'Sign out',
    },
    home: {
      greeting: 'Hello, %{name}',
      greeting_anonymous: 'Hello',
      intro: 'What would you like to work on today?',
    },
    not_found: {
      title: 'Page not found',
      message: 'The page you asked for does not exist.',
      home: 'Go to the home page',
    },
    access_denied: {
      title: 'No access',
    },
    sort: {
      instructions:
        'To pick up an item, press Space. While it is lifted, use the arrow keys to move it, Space to drop it in its new place, or Escape to cancel.',
      picked: 'Picked up %{name}, in place %{position} of %{count}.',
      over: '%{name} is now over place %{position} of %{count}.',
      dropped: '%{name} was dropped in place %{position} of %{count}.',
      cancelled: 'Moving %{name} was cancelled.',
      item_number: 'Item %{number}',
      row_number: 'Row %{number}',
    },
    confirm: {
      title: 'Confirm',
      message: 'Are you sure you want to continue?',
      confirm: 'Confirm',
      cancel: 'Cancel',
    },
    toast: {
      close: 'Close',
    },
    list: {
      search: 'Search',
      view: 'Show as',
      view_table: 'Table',
      view_grid: 'Cards',
    },
    boolean: {
      yes: 'Yes',
      no: 'No',
    },
  },
};
