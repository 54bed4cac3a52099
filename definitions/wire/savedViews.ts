// The saved views of a list on the wire (`/api/saved_views`): the server validates and answers with these schemas,
// the admin reads their types.
import { z } from 'zod';

const wireName = z.string().min(1).max(100);

/** A list's filters, sort, page size and columns, as a view keeps them. */
export const savedViewParams = z
  .object({
    filter: z.record(wireName, z.unknown()),
    sort: z
      .object({ field: wireName, order: z.enum(['ASC', 'DESC']) })
      .strict()
      .optional(),
    per_page: z.int().min(1).max(500).optional(),
    /** The columns the person hid, and the order they put them in (react-admin's DataTable store). */
    hidden_columns: z.array(wireName).max(200).optional(),
    column_ranks: z.array(z.int().min(0).max(1000)).max(200).optional(),
  })
  .strict();

/** A view as the server answers it: `mine` when the caller owns it, `owner` the owner's name. */
export const savedViewSchema = z
  .object({
    id: z.int(),
    resource: z.string(),
    name: z.string(),
    shared: z.boolean(),
    params: savedViewParams,
    mine: z.boolean(),
    owner: z.string(),
  })
  .meta({ id: 'SavedView' });

export type SavedViewParams = z.infer<typeof savedViewParams>;
export type SavedView = z.infer<typeof savedViewSchema>;
