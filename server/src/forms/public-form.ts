// What the public page of a form shows (/f/:name): the form's words, its schema and the forms it nests, whether it
// takes answers now. The API answers it (GET /api/form/{name}/public) and the page's HTML carries it (public-form-page.ts).
import type { Db } from '../db/client';
import type { FormSchema } from '../../../definitions/forms/rules';
import { findForm, isOpen, settingsOf, submissionFigures } from './forms';
import { nestedSchemas } from './nested';

/** The form by its name for its public page, or a 404. */
export async function publicForm(db: Db, name: string) {
  const row = await findForm(db, name);
  const settings = settingsOf(row);
  const figures = await submissionFigures(db, row.id);
  return {
    name: row.name,
    title: row.title,
    description: row.description,
    schema: row.schema,
    version: row.version,
    step_validation: settings.step_validation,
    success_message: settings.success_message,
    redirect_url: settings.redirect_url,
    open: isOpen(settings, figures.count),
    nested: await nestedSchemas(db, row.schema as FormSchema),
  };
}
