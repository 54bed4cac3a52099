import { describe, expect, it } from 'vitest';
import { ApiError } from '../dataProvider/errors';
import { signupErrorMessage } from './authErrors';

const translate = (key: string) => `<${key}>`;

describe('signupErrorMessage', () => {
  it('says a closed sign-up in words, and anything else as the catalogue worded it', () => {
    expect(signupErrorMessage(new ApiError('You do not have permission', 403, 'Sign-up is closed'), translate)).toBe(
      '<auth.errors.signup_closed>',
    );
    expect(signupErrorMessage(new ApiError('You do not have permission', 403, 'Something else'), translate)).toBe(
      'You do not have permission',
    );
    expect(signupErrorMessage(new Error(''), translate)).toBe('<errors.http.unknown>');
  });
});
