/** Users (settings). */
export default {
  resources: {
    users: {
      name: 'User |||| Users',
      fields: {
        email: 'Email',
        first_name: 'First name',
        last_name: 'Last name',
        full_name: 'Name',
        password: 'Password',
        is_active: 'Active',
        is_superuser: 'Superuser',
        role_ids: 'Roles',
        created_at: 'Created',
      },
      toggle: {
        is_active: { on: 'The user was activated', off: 'The user was deactivated' },
      },
    },
  },
};
