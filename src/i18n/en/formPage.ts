import { mergeMessages, type MessageTree } from '../merge';
import forms from './forms';
import inputs from './inputs';

/**
 * The public form page's words beyond the signed-out part (./public): the forms and inputs domain files, one module
 * so that the page fetches them at once (src/screens/forms/formCatalog.ts).
 */
const formPage: MessageTree = mergeMessages(forms, inputs);

export default formPage;
