import { errorMessage, isApiError, type FieldErrorTree } from '../dataProvider/errors';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Bad credentials (and an inactive account) read 'Invalid e-mail or password' (the field's word, not 'username'); the rest as the catalogue says. */
export const loginErrorMessage = (error: unknown, translate: Translate): string => {
  // The right password of an account still waiting for approval (variant A says so; variant B does not).
  if (isApiError(error) && error.status === 400 && error.body.detail === 'Inactive user')
    return translate('auth.errors.pending_approval');
  // A library app reader's account: the password was right, the admin is not theirs.
  if (isApiError(error) && error.status === 403 && error.body.detail === 'An app reader cannot use the admin')
    return translate('auth.errors.app_reader');
  return isApiError(error) && [400, 401, 422].includes(error.status)
    ? translate('auth.errors.invalid_credentials')
    : errorMessage(error, translate);
};

/** A refused reset (bad, used or expired token) reads 'This reset password link is invalid or expired.' */
export const resetErrorMessage = (error: unknown, translate: Translate): string =>
  isApiError(error) && [400, 401].includes(error.status)
    ? translate('auth.errors.invalid_reset_token')
    : errorMessage(error, translate);

/**
 * Errors a form shows on its fields: a 422's per-field messages, or, for a registration refused by
 * the server, its detail on the e-mail field. Null when the error belongs in a toast.
 */
export const signupFieldErrors = (error: unknown): FieldErrorTree | null => {
  if (!isApiError(error)) return null;
  if (error.body.errors) return error.body.errors;
  if (error.status === 400 || error.status === 409) return { email: error.message };
  return null;
};

/** A refused sign-up: closed (SIGNUP_MODE=closed, 403) says so in words; the rest as the catalogue says. */
export const signupErrorMessage = (error: unknown, translate: Translate): string =>
  isApiError(error) && error.status === 403 && error.body.detail === 'Sign-up is closed'
    ? translate('auth.errors.signup_closed')
    : errorMessage(error, translate);
