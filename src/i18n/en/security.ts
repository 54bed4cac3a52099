/** The security log (settings, superusers only). */
export default {
  security: {
    menu: 'Security log',
    title: 'Security log',
    intro:
      'Sign-ins and failed attempts, sign-outs, password changes, accounts created, changed in their rights or deleted, and exports of data.',
    empty: 'Nothing recorded matches.',
    filter: { kind: 'Event', all: 'All events', email: 'E-mail', from: 'From', to: 'To' },
    column: { at: 'When', kind: 'Event', who: 'Who', subject: 'Account', details: 'Details', ip: 'IP address' },
    kind: {
      sign_in: 'Signed in',
      sign_in_failed: 'Failed sign-in',
      sign_out: 'Signed out',
      password_changed: 'Changed own password',
      password_reset: 'Reset password by link',
      user_created: 'Created an account',
      user_rights_changed: "Changed an account's rights",
      user_deleted: 'Deleted an account',
      export: 'Exported data',
    },
    variant: { token: 'with a token', cookie: 'with a session cookie' },
    reason: { bad_credentials: 'wrong e-mail or password', inactive: 'the account is not active' },
    rights: {
      is_active: 'Active',
      is_superuser: 'Superuser',
      email: 'E-mail',
      roles: 'Roles',
      password: 'New password set',
      superuser: 'superuser',
      inactive: 'not active',
    },
    yes: 'yes',
    no: 'no',
    exported: '%{list}: %{format}, one record |||| %{list}: %{format}, %{smart_count} records',
  },
};
