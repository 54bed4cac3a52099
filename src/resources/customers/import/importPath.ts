import { PERSON_PATH } from '../paths';

/**
 * The imports of customers: list (the history), one report, revert. A module of its own: the resource file
 * needs it and must not import the HTTP client (which reads the messages, which read the resources).
 */
export const IMPORT_PATH = `${PERSON_PATH}/import`;
