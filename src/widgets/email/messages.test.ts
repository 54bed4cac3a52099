import { describe, expect, it } from 'vitest';
import { leafKeys } from '../../i18n/merge';
import enInputs from '../../i18n/en/inputs';
import heInputs from '../../i18n/he/inputs';

describe('messages of the phone and e-mail inputs', () => {
  it('has the same keys in Hebrew and English', () => {
    expect(leafKeys(heInputs).sort()).toEqual(leafKeys(enInputs).sort());
  });

  it('uses the fixed English texts word for word', () => {
    expect(enInputs.inputs.phone.invalid).toBe('Please enter a valid phone number');
    expect(enInputs.inputs.phone.placeholder).toBe('Phone Number');
    expect(enInputs.inputs.email).toMatchObject({
      invalid: 'Please enter a valid email address',
      disposable: 'Please use a non-disposable email address',
      domain_invalid: 'This email domain appears to be invalid',
      validating: 'Validating email...',
    });
  });

  it('keeps the placeholders in Hebrew', () => {
    expect(heInputs.inputs.email.did_you_mean).toContain('%{suggestion}');
    expect(heInputs.inputs.phone.choose_country).toContain('%{country}');
  });
});
