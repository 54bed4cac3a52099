// Apart from SafeHtml: a list cell shows a rich text's words without the sanitiser's code.

/**
 * The words of an HTML text, for a list cell: parsed, never run (DOMParser documents run no script), and what is not
 * read as words (scripts, styles, templates) left out.
 */
export function plainText(html: string): string {
  if (!html) return '';
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  body.querySelectorAll('script, style, template').forEach((element) => element.remove());
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
