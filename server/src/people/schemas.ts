// zod schemas of person input and output, shared by the person routes and the import.
import { z } from 'zod';
import { zInt } from '../schemas/common';
import { emailField, nameField } from '../auth/user-schemas';
import { normaliseNationalId } from '../../../definitions/people/nationalId';
import { normalisePhone, PHONE_MAX_LENGTH, type NormalisedPhone } from './phone';

/** The role a customer gets when nothing names one (an imported row without roles). */
export const DEFAULT_ROLE = 'customer';

export const PHONE_INVALID = 'value is not a valid phone number';
export const NATIONAL_ID_INVALID = 'value is not a valid Israeli national id (9 digits with a valid check digit)';

/**
 * The reasons of the person rules, sent as ctx.code beside the English msg of a 422 value_error (the admin words
 * them by these codes: errors.validation.codes.* in its customers texts).
 */
export const personErrorCodes = {
  phoneInvalid: 'phone_invalid',
  nationalIdInvalid: 'national_id_invalid',
  roleCharacters: 'role_characters',
  addressEmpty: 'address_empty',
  personEmpty: 'person_empty',
  userUnknown: 'user_unknown',
  addressNotOwned: 'address_not_owned',
  mergeSelf: 'merge_self',
} as const;

/** Refuses a text by a person rule: a 422 value_error with the rule's English message and its code (ctx.code). */
function refused(ctx: z.RefinementCtx, input: string, message: string, code: string): never {
  ctx.addIssue({ code: 'custom', message, input, params: { code } });
  return z.NEVER;
}

/** Any written form of a phone number -> E.164 and its search digits (422 value_error when invalid). */
export const phoneField = z
  .string()
  .max(PHONE_MAX_LENGTH)
  .transform(
    (text, ctx): NormalisedPhone =>
      normalisePhone(text) ?? refused(ctx, text, PHONE_INVALID, personErrorCodes.phoneInvalid),
  );

/** An Israeli national id: up to 9 digits (zero-padded), check digit verified; empty means none. */
export const nationalIdField = z
  .string()
  .max(20)
  .transform((text, ctx): string | null => {
    if (text.trim() === '') return null;
    return normaliseNationalId(text) ?? refused(ctx, text, NATIONAL_ID_INVALID, personErrorCodes.nationalIdInvalid);
  });

const ROLE_PATTERN = /^[\p{L}\p{N}_-]+$/u;
export const roleField = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .refine((role) => ROLE_PATTERN.test(role), {
    message: 'a role may hold only letters, digits, - and _',
    params: { code: personErrorCodes.roleCharacters },
  });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const emailInput = z.object({ value: emailField });
export const phoneInput = z.object({ value: phoneField, is_primary: z.boolean().default(false) });
const addressFields = {
  street: optionalText(300),
  city: optionalText(120),
  zip: optionalText(20),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .default('IL')
    .describe('ISO 3166-1 alpha-2'),
};
const ADDRESS_EMPTY = 'an address needs a street, a city or a zip code';
const hasAddressLine = (a: { street: string | null; city: string | null; zip: string | null }) =>
  a.street !== null || a.city !== null || a.zip !== null;

const addressRule = { message: ADDRESS_EMPTY, params: { code: personErrorCodes.addressEmpty } };

export const addressInput = z.object(addressFields).refine(hasAddressLine, addressRule);
/** An address in a person update: with the id of one of the person's addresses to change it, without to add one. */
export const addressUpdate = z
  .object({ id: zInt().min(1).optional(), ...addressFields })
  .refine(hasAddressLine, addressRule);

export type EmailInput = z.output<typeof emailInput>;
export type PhoneInput = z.output<typeof phoneInput>;
export type AddressInput = z.output<typeof addressInput>;

/** The fields of a person that a create, an update or an import can set. */
export const personFields = {
  first_name: nameField.optional(),
  last_name: nameField.optional(),
  national_id: nationalIdField.nullish(),
  roles: z.array(roleField).max(30).optional(),
  user_id: z.uuid().nullish(),
  emails: z.array(emailInput).max(50).optional(),
  phones: z.array(phoneInput).max(50).optional(),
  addresses: z.array(addressInput).max(50).optional(),
};

export const PERSON_EMPTY = 'a person needs a name, an e-mail, a phone or a national id';
interface PersonKeys {
  first_name?: string | null;
  last_name?: string | null;
  national_id?: string | null;
  emails?: readonly unknown[] | null;
  phones?: readonly unknown[] | null;
}
/** The rule of a create and of an import row: `.refine(...personNotEmpty)`. */
export const personNotEmpty = [
  (p: PersonKeys) => Boolean(p.first_name || p.last_name || p.national_id || p.emails?.length || p.phones?.length),
  { message: PERSON_EMPTY, params: { code: personErrorCodes.personEmpty } },
] as const;

export const personCreate = z
  .object({
    ...personFields,
    merge_into: zInt()
      .min(1)
      .optional()
      .describe(
        'Save into this existing person instead of creating one (the "yes, merge" answer): contacts added, empty fields filled',
      ),
  })
  .refine(...personNotEmpty);
export const personUpdate = z.object({
  ...personFields,
  addresses: z.array(addressUpdate).max(50).optional(),
});
/** The body of PUT /person/{id}: the changes, and with merge_into the edit form's "yes, merge". */
export const personUpdateBody = personUpdate.extend({
  merge_into: zInt()
    .min(1)
    .optional()
    .describe(
      'Save the changes, then fold this person into that existing one (the edit form\'s "yes, merge"), in one transaction',
    ),
});

export type PersonCreate = z.output<typeof personCreate>;
export type PersonUpdate = z.output<typeof personUpdate>;

// ---------- output ----------

export const emailOut = z.object({ id: z.int(), value: z.string() }).meta({ id: 'PersonEmail' });
export const phoneOut = z
  .object({ id: z.int(), value: z.string().describe('E.164'), is_primary: z.boolean() })
  .meta({ id: 'PersonPhone' });
export const addressOut = z
  .object({
    id: z.int(),
    street: z.string().nullable(),
    city: z.string().nullable(),
    zip: z.string().nullable(),
    country: z.string(),
  })
  .meta({ id: 'PersonAddress' });

export const personOut = z
  .object({
    id: z.int(),
    first_name: z.string(),
    last_name: z.string(),
    national_id: z.string().nullable(),
    roles: z.array(z.string()),
    user_id: z.string().nullable(),
    created_at: z.date(),
    updated_at: z.date(),
    emails: z.array(emailOut),
    phones: z.array(phoneOut),
    addresses: z.array(addressOut),
  })
  .meta({ id: 'Person' });
