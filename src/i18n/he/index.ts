import { mergeMessages, type MessageTree } from '../merge';
import publicMessages from './public';
import signedIn from './signedIn';

/** Hebrew, whole: the signed-out pages' messages (./public) and the signed-in app's (./signedIn). */
const he: MessageTree = mergeMessages(publicMessages, signedIn);

export default he;
