/** Base path of the person API (SPEC section 7). */
export const PERSON_PATH = '/person';
