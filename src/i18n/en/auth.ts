/** Sign-in, sign-up, password recovery and the profile page. */
export default {
  auth: {
    fields: {
      email: 'Email',
      password: 'Password',
      confirm_password: 'Confirm password',
      first_name: 'First name',
      last_name: 'Last name',
      current_password: 'Current password',
      new_password: 'New password',
      confirm_new_password: 'Confirm new password',
    },
    login: {
      title: 'Sign in',
      submit: 'Sign in',
      forgot: 'Forgot your password?',
      no_account: 'No account yet?',
      signup: 'Sign up',
    },
    signup: {
      title: 'Sign up',
      submit: 'Create account',
      have_account: 'Already have an account?',
      login: 'Sign in',
      created: 'Your account was created. You can sign in now.',
      pending: 'Your account was created and waits for an administrator to approve it.',
    },
    forgot: {
      title: 'Forgot password',
      intro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
      submit: 'Send the link',
      sent: 'If an account exists for %{email}, a link to reset its password is on its way.',
      back: 'Back to sign in',
    },
    reset: {
      title: 'Choose a new password',
      submit: 'Save the new password',
      done: 'Your password was changed. You can sign in with it now.',
      missing_token: 'This reset password link is invalid or expired.',
      request_new: 'Request a new link',
    },
    profile: {
      title: 'Profile',
      details: 'Personal details',
      save: 'Save',
      saved: 'Your details were saved.',
      password: 'Change password',
      change_password: 'Change password',
      password_changed: 'Your password was changed.',
    },
    errors: {
      passwords_mismatch: 'Passwords do not match',
      pending_approval: 'Your account is still waiting for an administrator to approve it.',
      invalid_credentials: 'Invalid e-mail or password',
      invalid_reset_token: 'This reset password link is invalid or expired.',
    },
  },
};
