// Field types the factory knows by what they hold, not only by their shape. Declare an entity's fields with these
// where they apply, so what the field holds follows it everywhere (every write, the access to its files):
//   richText(max)   HTML from the editor: always made safe by the one sanitiser (../html.ts), by the factory's one
//                   write path (write-row.ts: create, update, bulk update, import, revert, restore), so no value
//                   stored in it holds an event handler or a script;
//   fileKey()       the path_key of a stored file (a cover, an icon); fileKeys(max) a list of them (a gallery). The
//                   files belong to the record: a private one is read by whoever may read the record (files/access.ts).
import { z } from 'zod';
import { sanitizeHtml } from '../html';

export type FieldKind = 'rich-text' | 'file' | 'files';

const kinds = new WeakMap<z.ZodType, FieldKind>();
const kindOf = <T extends z.ZodType>(schema: T, kind: FieldKind): T => {
  kinds.set(schema, kind);
  return schema;
};

/** Rich text (HTML), sanitised on every write; the answer is the safe form, whatever was sent. */
export const richText = (max: number) => kindOf(z.string().max(max), 'rich-text');

/** A stored file's path_key. */
export const fileKey = () => kindOf(z.string().max(1000), 'file');

/** Several stored files' path_keys, in order. */
export const fileKeys = (max: number) => kindOf(z.array(z.string().min(1).max(1000)).max(max), 'files');

/** The kind of a declared field, through optional, nullable and default wrappers; undefined for a plain one. */
export function fieldKind(schema: z.ZodType): FieldKind | undefined {
  let at: z.ZodType | undefined = schema;
  for (let depth = 0; at && depth < 10; depth += 1) {
    const kind = kinds.get(at);
    if (kind) return kind;
    const inner: z.ZodType | undefined = (at as unknown as { _zod: { def: { innerType?: z.ZodType } } })._zod.def
      .innerType;
    at = inner;
  }
  return undefined;
}

/** The fields of a create schema (wire names) of one kind. */
export const fieldsOfKind = (create: z.ZodObject, kind: FieldKind): string[] =>
  Object.entries(create.shape as Record<string, z.ZodType>)
    .filter(([, schema]) => fieldKind(schema) === kind)
    .map(([name]) => name);

/** `values` (wire names) with each rich-text field of the entity in its safe form. */
export function sanitiseRichText(create: z.ZodObject, values: Record<string, unknown>): Record<string, unknown> {
  const fields = fieldsOfKind(create, 'rich-text').filter((name) => typeof values[name] === 'string');
  if (!fields.length) return values;
  return { ...values, ...Object.fromEntries(fields.map((name) => [name, sanitizeHtml(values[name] as string)])) };
}
