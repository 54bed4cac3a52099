import type { ApiBody, ApiSchema } from '../../../definitions/wire/api';

/** A person as the API answers it. */
export type Person = ApiSchema<'Person'>;
export type PersonEmail = ApiSchema<'PersonEmail'>;
export type PersonPhone = ApiSchema<'PersonPhone'>;
export type PersonAddress = ApiSchema<'PersonAddress'>;

/** What the customer form holds (a new person has no id; list entries may be half filled). */
export interface CustomerFormValues {
  id?: number;
  first_name?: string | null;
  last_name?: string | null;
  national_id?: string | null;
  roles?: string[] | null;
  emails?: Array<{ id?: number; value?: string | null } | null> | null;
  phones?: Array<{ id?: number; value?: string | null; is_primary?: boolean | null } | null> | null;
  addresses?: Array<{ [K in keyof PersonAddress]?: PersonAddress[K] | null } | null> | null;
  [field: string]: unknown;
}

/** The values to look for: the people already holding any of them. */
export type DuplicateQuery = ApiBody<'/api/person/duplicates', 'post'> & { emails: string[]; phones: string[] };
/** A person holding some of the values, with what matched. */
export type Duplicate = ApiSchema<'PersonDuplicate'>;
