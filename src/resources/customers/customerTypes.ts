/** A person as GET /person answers it (server/src/people/schemas.ts personOut). */
export interface PersonEmail {
  id?: number;
  value: string;
}

export interface PersonPhone {
  id?: number;
  /** E.164. */
  value: string;
  is_primary?: boolean;
}

export interface PersonAddress {
  id?: number;
  street?: string | null;
  city?: string | null;
  zip?: string | null;
  country?: string | null;
}

export interface Person {
  id: number;
  first_name: string;
  last_name: string;
  national_id: string | null;
  roles: string[];
  user_id: string | null;
  created_at: string;
  updated_at: string;
  emails: PersonEmail[];
  phones: PersonPhone[];
  addresses: PersonAddress[];
}

/** What the customer form holds (a new person has no id; list entries may be half filled). */
export interface CustomerFormValues {
  id?: number;
  first_name?: string | null;
  last_name?: string | null;
  national_id?: string | null;
  roles?: string[] | null;
  emails?: Array<{ id?: number; value?: string | null } | null> | null;
  phones?: Array<{ id?: number; value?: string | null; is_primary?: boolean | null } | null> | null;
  addresses?: Array<PersonAddress | null> | null;
  [field: string]: unknown;
}

/** POST /person/duplicates: the people already holding any of these values. */
export interface DuplicateQuery {
  emails: string[];
  phones: string[];
  national_id?: string | null;
  exclude_id?: number;
}

/** A person holding some of the values, with what matched. */
export interface Duplicate extends Person {
  matches: { emails: string[]; phones: string[]; national_id: boolean };
}

/** "First Last", or nothing. */
export const fullName = (person: Pick<Person, 'first_name' | 'last_name'> | Record<string, unknown> | undefined): string =>
  person ? [person.first_name, person.last_name].filter((part) => typeof part === 'string' && part.trim()).join(' ') : '';
