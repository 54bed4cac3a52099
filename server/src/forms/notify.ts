// The e-mail staff chose to get on each submission: the form's title and every answer, through the mailer (SMTP or
// the outbox). Sent after the submission is stored; a failure is logged, never refused to the sender. Staff read
// Hebrew or English: the mail's own words are in both, as the server's other mails (auth/mails.ts) are.
import type { FastifyInstance } from 'fastify';
import type { forms } from '../db/schema/index';
import type { FormSettings } from './wire';
import { escapeHtml as escape } from '../public-page';
import { allElements, optionValue, type Answers, type FormSchema } from '../../../src/forms/rules';


function shown(value: unknown): string {
  if (value === true) return 'כן / Yes';
  if (value === false) return 'לא / No';
  if (Array.isArray(value)) return value.map((v) => (v && typeof v === 'object' ? Object.entries(v).filter(([k]) => k !== 'idx').map(([, c]) => String(c ?? '')).join(' · ') : String(v))).join('; ');
  if (typeof value === 'string' && value.startsWith('data:image/')) return '[חתימה / signature]';
  if (value && typeof value === 'object') return Object.values(value).map(shown).filter(Boolean).join(' · ');
  return String(value ?? '');
}

export async function notifySubmission(app: FastifyInstance, form: typeof forms.$inferSelect, settings: FormSettings, values: Answers): Promise<void> {
  if (!settings.notify_emails.length) return;
  const lines = allElements(form.schema as FormSchema)
    .filter((element) => element.id in values)
    .map((element) => {
      const value = values[element.id];
      const option = element.options?.find((o) => optionValue(o) === value);
      return [element.label, option && typeof option === 'object' ? option.label : shown(value)] as const;
    });
  const link = `${app.config.publicUrl}/forms/${form.id}`;
  const text = `${form.title}\n\n${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${link}`;
  const html = `<div dir="auto"><h2>${escape(form.title)}</h2><table>${lines.map(([label, value]) => `<tr><th align="start">${escape(label)}</th><td>${escape(value)}</td></tr>`).join('')}</table><p><a href="${escape(link)}">${escape(link)}</a></p></div>`;
  for (const to of settings.notify_emails) await app.mailer.send({ to, subject: `${form.title}: הגשה חדשה / New submission`, text, html, link });
}
