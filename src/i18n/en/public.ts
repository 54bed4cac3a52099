import englishMessages from 'ra-language-english';
import { mergeMessages, type MessageTree } from '../merge';
import app from './app';
import auth from './auth';
import errors from './errors';

/**
 * English for the signed-out pages (sign-in, sign-up, password recovery): react-admin's own messages, the shell and
 * the API's errors. Fetched when English is chosen; the rest (./signedIn) with the signed-in app.
 */
const enPublic: MessageTree = mergeMessages(englishMessages as unknown as MessageTree, app, auth, errors);

export default enPublic;
