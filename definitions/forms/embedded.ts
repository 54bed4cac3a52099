/**
 * The id of the element in a form's public page (/f/:name) that holds the form as JSON: the server writes it into
 * the page's HTML, the page reads it instead of asking for the form again.
 */
export const EMBEDDED_FORM_ID = 'public-form';
