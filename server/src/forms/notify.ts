// The e-mail staff chose to get on each submission: the form's title and every answer, through the mailer (SMTP or
// the outbox). Sent after the submission is stored; a failure is logged, never refused to the sender. Staff read
// Hebrew or English: the mail's own words are in both, as the server's other mails (auth/mails.ts) are.
import type { FastifyInstance } from 'fastify';
import type { forms } from '../db/schema/index';
import type { FormSettings } from './wire';
import { escapeHtml as escape } from '../public-page';
import { answerText } from '../../../definitions/forms/answers';
import { formatPhone } from '../../../definitions/entity/phone';
import { allElements, type Answers, type FormSchema } from '../../../definitions/forms/rules';

/** The mail's words, in both languages; a phone as the admin writes one. */
const WORDS = { yes: 'כן / Yes', no: 'לא / No', signature: '[חתימה / signature]', phone: formatPhone };

/** `nested`: the schemas of the forms its bagelforms nest (their answers read by their fields' labels). */
export async function notifySubmission(
  app: FastifyInstance,
  form: typeof forms.$inferSelect,
  settings: FormSettings,
  values: Answers,
  nested: Record<string, FormSchema> = {},
): Promise<void> {
  if (!settings.notify_emails.length) return;
  const lines = allElements(form.schema as FormSchema)
    .filter((element) => element.id in values)
    .map((element) => [element.label, answerText(element, values[element.id], WORDS, nested)] as const);
  const link = `${app.config.publicUrl}/forms/${form.id}`;
  const text = `${form.title}\n\n${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${link}`;
  const html = `<div dir="auto"><h2>${escape(form.title)}</h2><table>${lines.map(([label, value]) => `<tr><th align="start">${escape(label)}</th><td>${escape(value)}</td></tr>`).join('')}</table><p><a href="${escape(link)}">${escape(link)}</a></p></div>`;
  for (const to of settings.notify_emails)
    await app.mailer.send({ to, subject: `${form.title}: הגשה חדשה / New submission`, text, html, link });
}
