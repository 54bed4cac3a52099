import { regexes } from 'zod/v4/core';

/** E-mail values are kept trimmed and lower-cased. */
export const normaliseEmail = (value: string): string => value.trim().toLowerCase();

/**
 * The general e-mail pattern: zod's, the one the API server validates with, so that the admin never accepts
 * an address the server refuses (a local part, "@", a domain with at least one dot and a 2+ letter TLD).
 */
export const isEmailFormatValid = (address: string): boolean => regexes.email.test(address);

/** The part after the last "@", lower-cased ('' when there is none). */
export const emailDomain = (address: string): string => {
  const at = address.lastIndexOf('@');
  return at < 0
    ? ''
    : address
        .slice(at + 1)
        .trim()
        .toLowerCase();
};

/** The i18n keys of the input's messages. */
export const EMAIL_MESSAGES = {
  invalid: 'inputs.email.invalid',
  disposable: 'inputs.email.disposable',
  domainInvalid: 'inputs.email.domain_invalid',
  validating: 'inputs.email.validating',
  didYouMean: 'inputs.email.did_you_mean',
} as const;
