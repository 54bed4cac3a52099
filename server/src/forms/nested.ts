// Forms inside forms (bagelform elements name another form): the nested schemas a form needs, loaded by name a level
// at a time up to NESTING_MAX; a form that would nest itself, or a form that does not exist, is refused when saved.
// And the files a submission names (its upload answers, in arrays and nested forms too), to check they were stored.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { forms } from '../db/schema/index';
import { validationError } from '../errors';
import {
  fieldsOf,
  nestedFormNames,
  NESTING_MAX,
  type Answers,
  type FormElement,
  type FormSchema,
} from '../../../definitions/forms/rules';

/** The schemas of the forms `schema` nests, and of the forms they nest, by name. */
export async function nestedSchemas(db: Db, schema: FormSchema): Promise<Record<string, FormSchema>> {
  const found: Record<string, FormSchema> = {};
  let wanted = nestedFormNames(schema);
  for (let depth = 0; depth < NESTING_MAX && wanted.length; depth += 1) {
    const rows = await db
      .select({ name: forms.name, schema: forms.schema })
      .from(forms)
      .where(inArray(forms.name, wanted));
    for (const row of rows) found[row.name] = row.schema as FormSchema;
    wanted = [...new Set(rows.flatMap((row) => nestedFormNames(row.schema as FormSchema)))].filter(
      (name) => !(name in found),
    );
  }
  return found;
}

/** A 422 on `schema` when a bagelform names a form that does not exist, or the nesting comes back to this form. */
export async function assertNestingSound(db: Db, formName: string, schema: FormSchema): Promise<void> {
  const names = nestedFormNames(schema);
  if (!names.length) return;
  const nested = await nestedSchemas(db, schema);
  const refuse = (code: string, message: string, input: string) => {
    throw validationError(['body', 'schema'], `Value error, ${message}`, input, 'value_error', code);
  };
  const missing = names.find((name) => !(name in nested));
  if (missing) refuse('unknown_form', `no form named '${missing}'`, missing);
  // a path from this form back to itself, or deeper than forms may nest
  const walk = (name: string, path: string[]) => {
    if (name === formName || path.includes(name))
      refuse('cycle', `a form cannot contain itself ('${[formName, ...path, name].join(' → ')}')`, name);
    if (path.length >= NESTING_MAX) refuse('too_deep', `forms nest at most ${NESTING_MAX} deep`, name);
    for (const next of nestedFormNames(nested[name] ?? { steps: [] })) walk(next, [...path, name]);
  };
  for (const name of names) walk(name, []);
}

/** Every file key in a submission's stored answers. */
export function submittedFiles(schema: FormSchema, values: Answers, nested: Record<string, FormSchema>): string[] {
  const keys: string[] = [];
  const walk = (elements: FormElement[], answers: Answers) => {
    for (const element of fieldsOf(elements)) {
      const value = answers[element.id];
      if (value === undefined || value === null) continue;
      if (element.kind === 'upload') keys.push(...(Array.isArray(value) ? (value as string[]) : [value as string]));
      else if (element.kind === 'array' && Array.isArray(value))
        for (const item of value as Answers[]) walk(element.elements ?? [], item);
      else if (element.kind === 'bagelform' && element.form && nested[element.form])
        walk(
          nested[element.form]!.steps.flatMap((s) => s.elements),
          value as Answers,
        );
    }
  };
  walk(
    schema.steps.flatMap((s) => s.elements),
    values,
  );
  return keys;
}
