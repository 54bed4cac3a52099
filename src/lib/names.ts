// How a person is named wherever the admin shows one (a customer, a contact, a reader, a deal's customer): first name
// then last name, either left out when missing or blank, so a record with only one never reads "null" or has a
// stray space.

/** "First Last", or '' when neither is there. */
export const fullName = (
  person: { first_name?: unknown; last_name?: unknown } | Record<string, unknown> | undefined | null,
): string =>
  person
    ? [person.first_name, person.last_name]
        .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
        .map((part) => part.trim())
        .join(' ')
    : '';
