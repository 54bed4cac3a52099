// One rule for slugs: lower-case Latin letters, digits, Hebrew letters and single hyphens between them; a slug left
// empty is made from the name by the same rule.
import { z } from 'zod';

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

/** A slug field: checked when given, else made from the name by the entity's hook. */
export const slugField = () =>
  z
    .string()
    .trim()
    .max(200)
    .regex(SLUG, { error: 'Slug may hold lower-case letters, digits and single hyphens', params: { code: 'slug_invalid' } } as never);
