/** Base path of the person API. */
export const PERSON_PATH = '/person';
