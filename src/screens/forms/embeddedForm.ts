// The form the server put into its public page's HTML (server/src/forms/public-form-page.ts): the page draws it at
// once instead of asking for it again. Read once; only for the form of that name.
import { EMBEDDED_FORM_ID } from '../../../definitions/forms/embedded';

let embedded: { name: string } | null | undefined;

/** The form of this name as the page's HTML carries it, if it does. */
export function embeddedForm<Form extends { name: string }>(name: string): Form | undefined {
  if (embedded === undefined) {
    const text = document.getElementById(EMBEDDED_FORM_ID)?.textContent;
    try {
      embedded = text ? (JSON.parse(text) as { name: string }) : null;
    } catch {
      embedded = null;
    }
  }
  return embedded && embedded.name === name.toLowerCase() ? (embedded as Form) : undefined;
}
