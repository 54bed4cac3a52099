// Forms themselves: found by name or id (a name never is all digits), listed with their submission figures, created,
// changed and deleted. A changed schema is a new version; earlier submissions keep theirs.
import { count, desc, eq, inArray, max, type SQL } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { forms, formSubmissions } from '../db/schema/index';
import { textSearch } from '../db/text-search';
import { dbError, notFound, validationError } from '../errors';
import type { FormSchema } from '../../../definitions/forms/rules';
import { assertNestingSound } from './nested';
import {
  assertSchemaSound,
  emptySchema,
  formSettings,
  type formCreate,
  type formOut,
  type formUpdate,
  type FormSettings,
} from './wire';

export type FormRow = typeof forms.$inferSelect;
export type Figures = { count: number; last: string | null };

const NO_FIGURES: Figures = { count: 0, last: null };

const whereName = (name: string): SQL =>
  /^\d+$/.test(name) ? eq(forms.id, Number(name)) : eq(forms.name, name.toLowerCase());

/** The form by its name or id, or a 404. */
export async function findForm(db: Db, name: string): Promise<FormRow> {
  if (/^\d+$/.test(name) && Number(name) > 2_147_483_647) throw notFound();
  const [row] = await db.select().from(forms).where(whereName(name)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** How many submissions each form has and when the last came, in one query for a whole page of forms. */
async function figuresOf(db: Db, formIds: number[]): Promise<Map<number, Figures>> {
  if (!formIds.length) return new Map();
  const rows = await db
    .select({ formId: formSubmissions.formId, count: count(), last: max(formSubmissions.createdAt) })
    .from(formSubmissions)
    .where(inArray(formSubmissions.formId, formIds))
    .groupBy(formSubmissions.formId);
  return new Map(
    rows.map((row) => [row.formId, { count: row.count, last: row.last ? new Date(row.last).toISOString() : null }]),
  );
}

/** One form's submission figures. */
export const submissionFigures = async (db: Db, formId: number): Promise<Figures> =>
  (await figuresOf(db, [formId])).get(formId) ?? NO_FIGURES;

/** Open now: switched on, not past its closing time, under its submission limit. */
export const isOpen = (settings: FormSettings, submissions: number, now = Date.now()): boolean =>
  settings.is_open &&
  (!settings.closes_at || Date.parse(settings.closes_at) > now) &&
  (settings.submission_limit === null || submissions < settings.submission_limit);

export const settingsOf = (row: FormRow): FormSettings => formSettings.parse(row.settings ?? {});

/** A form as the API answers it. */
export function formWire(row: FormRow, figures: Figures): z.infer<typeof formOut> {
  const settings = settingsOf(row);
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    schema: row.schema,
    settings,
    version: row.version,
    submission_count: figures.count,
    last_submission_at: figures.last,
    open: isOpen(settings, figures.count),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A form's name is unique: a clash is a 422 on `name`. */
function nameTaken(error: unknown, name: string): never {
  if (dbError(error)?.code === '23505')
    throw validationError(
      ['body', 'name'],
      'Value error, a form with this name already exists',
      name,
      'value_error',
      'unique',
    );
  throw error;
}

/** A page of forms, newest change first, narrowed by a search of title and name. */
export async function listForms(db: Db, skip: number, limit: number, q?: string) {
  const where = textSearch(q, [forms.title, forms.name]);
  const [total] = await db.select({ n: count() }).from(forms).where(where);
  const rows = await db
    .select()
    .from(forms)
    .where(where)
    .orderBy(desc(forms.updatedAt), desc(forms.id))
    .limit(limit)
    .offset(skip);
  const figures = await figuresOf(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => formWire(row, figures.get(row.id) ?? NO_FIGURES));
  return { items, total: total?.n ?? 0 };
}

/** A new form (an empty one-step schema unless given), its schema and nesting checked first. */
export async function createForm(db: Db, body: z.output<typeof formCreate>) {
  const schema = (body.schema as FormSchema | undefined) ?? emptySchema();
  assertSchemaSound(schema);
  await assertNestingSound(db, body.name, schema);
  const settings = formSettings.parse(body.settings ?? {});
  const row = await db
    .insert(forms)
    .values({ name: body.name, title: body.title, description: body.description ?? '', schema, settings })
    .returning()
    .then((rows) => rows[0]!)
    .catch((error: unknown) => nameTaken(error, body.name));
  return formWire(row, NO_FIGURES);
}

/** Change a form; a schema that differs is a new version, and a renamed form's nesting is checked again. */
export async function updateForm(db: Db, row: FormRow, body: z.output<typeof formUpdate>) {
  const values: Partial<typeof forms.$inferInsert> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.title !== undefined) values.title = body.title;
  if (body.description !== undefined) values.description = body.description;
  if (body.settings !== undefined) values.settings = formSettings.parse({ ...settingsOf(row), ...body.settings });
  if (body.schema !== undefined || (body.name !== undefined && body.name !== row.name)) {
    assertSchemaSound((body.schema ?? row.schema) as FormSchema);
    await assertNestingSound(db, body.name ?? row.name, (body.schema ?? row.schema) as FormSchema);
  }
  if (body.schema !== undefined) {
    if (!isDeepStrictEqual(body.schema, row.schema)) {
      values.schema = body.schema;
      values.version = row.version + 1;
    }
  }
  if (Object.keys(values).length === 0) return formWire(row, await submissionFigures(db, row.id));
  const [updated] = await db
    .update(forms)
    .set(values)
    .where(eq(forms.id, row.id))
    .returning()
    .catch((error: unknown) => nameTaken(error, body.name ?? row.name));
  return formWire(updated!, await submissionFigures(db, row.id));
}

/** Delete a form; its submissions go with it. */
export async function deleteForm(db: Db, formId: number): Promise<void> {
  await db.delete(forms).where(eq(forms.id, formId));
}
