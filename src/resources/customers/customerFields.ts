import { array, boolean, datetime, id, text, type FieldSpec } from '../../engine/fields';
import { lazyInput } from '../../engine/lazy';

const PhoneInput = lazyInput(() => import('../../widgets/phone/PhoneInput').then((m) => m.PhoneInput));
const ContactEmailInput = lazyInput(() => import('./inputs/ContactEmailInput').then((m) => m.ContactEmailInput));
const PrimaryPhoneInput = lazyInput(() => import('./inputs/PrimaryPhoneInput').then((m) => m.PrimaryPhoneInput));
const CountryInput = lazyInput(() => import('./inputs/CountryInput').then((m) => m.CountryInput));
const NationalIdInput = lazyInput(() => import('./inputs/NationalIdInput').then((m) => m.NationalIdInput));
const RolesInput = lazyInput(() => import('./inputs/RolesInput').then((m) => m.RolesInput));

/**
 * A person as the customers screens, the data provider and the import see it.
 * Labels: `resources.customers.fields.<field>`, array children `resources.customers.fields.<array>.<child>`.
 */
export const customerFields = {
  id: id(),
  first_name: text({ maxLength: 255 }),
  last_name: text({ maxLength: 255 }),
  national_id: text({ input: NationalIdInput }),
  roles: text({ input: RolesInput, sortable: false }),
  emails: array({ value: text({ required: true, input: ContactEmailInput, importAs: 'email' }) }, { sortable: false }),
  phones: array(
    {
      value: text({ required: true, input: PhoneInput, importAs: 'tel' }),
      is_primary: boolean({ input: PrimaryPhoneInput, noImport: true }),
    },
    { sortable: false },
  ),
  addresses: array(
    {
      street: text({ maxLength: 300 }),
      city: text({ maxLength: 120 }),
      zip: text({ maxLength: 20 }),
      country: text({ input: CountryInput }),
    },
    { sortable: false },
  ),
  created_at: datetime({ readOnly: true }),
  updated_at: datetime({ readOnly: true }),
} satisfies Record<string, FieldSpec>;

export type CustomerFieldName = keyof typeof customerFields;
