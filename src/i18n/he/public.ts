import { mergeMessages, type MessageTree } from '../merge';
import ra from './ra';
import app from './app';
import auth from './auth';
import errors from './errors';

/**
 * Hebrew for the signed-out pages (sign-in, sign-up, password recovery): our translation of react-admin's messages,
 * the shell and the API's errors. It comes with the first load; the rest (./signedIn) with the signed-in app.
 */
const hePublic: MessageTree = mergeMessages(ra as unknown as MessageTree, app, auth, errors);

export default hePublic;
