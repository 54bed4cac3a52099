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
      approve: {
        title: 'Approve a signed-up account',
        intro: '%{email} signed up on their own. Which roles do they get with the approval?',
        roles: 'Roles',
        no_role: 'No role: they see only their profile and notifications',
        confirm: 'Approve the account',
      },
      toggle: {
        is_active: { on: 'The user was activated', off: 'The user was deactivated' },
      },
    },
  },
};
