import { mergeMessages, type MessageTree } from '../merge';
import publicMessages from './public';
import signedIn from './signedIn';

/** English, whole: the signed-out pages' messages (./public) and the signed-in app's (./signedIn). */
const en: MessageTree = mergeMessages(publicMessages, signedIn);

export default en;
