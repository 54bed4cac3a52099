// The slug field of request schemas, by the one slug rule (definitions/slug.ts); a slug left empty is made from the
// name by the same rule.
import { z } from 'zod';
import { SLUG } from '../../../definitions/slug';

/** A slug field: checked when given, else made from the name by the entity's hook. */
export const slugField = () =>
  z
    .string()
    .trim()
    .max(200)
    .regex(SLUG, {
      error: 'Slug may hold lower-case letters, digits and single hyphens',
      params: { code: 'slug_invalid' },
    } as never);
