import {
  email as emailValidator,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
  type Validator,
} from 'react-admin';
import type { FieldSpec } from '../fields';

/** Whole amounts of agorot: at most two decimals. */
const moneyPrecision: Validator = (value: unknown) =>
  value === null || value === undefined || value === '' || /^-?\d+(\.\d{1,2})?$/.test(String(value))
    ? undefined
    : 'entities.validation.money_precision';

/** Text that must parse as JSON. */
export const validJson: Validator = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    JSON.parse(value);
    return undefined;
  } catch {
    return 'entities.validation.json';
  }
};

/** The in-app validators of one field (the form has noValidate: the browser never checks on its own). */
export const validatorsFor = (spec: FieldSpec): Validator[] => {
  const validators: Validator[] = [...(spec.validate ?? [])];
  if (spec.required) validators.push(required());
  switch (spec.kind) {
    case 'email':
      validators.push(emailValidator());
      if (spec.maxLength !== undefined) validators.push(maxLength(spec.maxLength));
      break;
    case 'text':
    case 'password':
      if (spec.minLength !== undefined) validators.push(minLength(spec.minLength));
      if (spec.maxLength !== undefined) validators.push(maxLength(spec.maxLength));
      break;
    case 'number':
    case 'money':
      if (spec.min !== undefined) validators.push(minValue(spec.min));
      if (spec.max !== undefined) validators.push(maxValue(spec.max));
      if (spec.kind === 'money') validators.push(moneyPrecision);
      break;
    default:
      break;
  }
  return validators;
};
