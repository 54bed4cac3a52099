// One rule for slugs, read by the server (checks, slugs made from names and titles) and the admin (the slug a title
// will give, shown before it is saved): lower-case Latin letters, digits, Hebrew letters and single hyphens between
// them.

export const SLUG = /^[a-z0-9\u05d0-\u05ea]+(?:-[a-z0-9\u05d0-\u05ea]+)*$/;

/** The slug a text makes: lower case, niqqud dropped, every other run of characters one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0591-\u05c7\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\u05d0-\u05ea]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

/**
 * `made`, or the first `made-<n>` (n from 2) not in `taken`: a slug made for the person (they left it empty) is made
 * unique rather than refused on a field they never filled.
 */
export function freeSlug(made: string, taken: ReadonlySet<string>): string {
  if (!taken.has(made)) return made;
  let n = 2;
  while (taken.has(`${made}-${n}`)) n += 1;
  return `${made}-${n}`;
}
