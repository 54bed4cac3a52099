import { normaliseNationalId } from '../../../definitions/people/nationalId';

/** An Israeli national id as the server reads it: up to 9 digits (dashes and spaces ignored) whose check digit holds. */
export const isValidNationalId = (text: string): boolean => normaliseNationalId(text) !== null;

/** React-admin validator: empty is fine (the id is optional). */
export const nationalIdValidator = (value: unknown): string | undefined =>
  value === null || value === undefined || String(value).trim() === '' || isValidNationalId(String(value))
    ? undefined
    : 'resources.customers.validation.national_id';
