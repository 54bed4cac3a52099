// A form's submissions: listed (searched in their answers, between two days, either order), counted per day in
// Israel time, saved and deleted one at a time.
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { formSubmissions } from '../db/schema/index';
import { textSearch } from '../db/text-search';
import { personNameOf } from '../people/name';

export interface SubmissionQuery {
  skip: number;
  limit: number;
  q?: string;
  from?: string;
  to?: string;
  order: 'asc' | 'desc';
}

/** A page of a form's submissions with the names of the customers they are about. */
export async function listSubmissions(db: Db, formId: number, query: SubmissionQuery) {
  const { skip, limit, q, from, to, order } = query;
  const conditions: SQL[] = [eq(formSubmissions.formId, formId)];
  const found = textSearch(q, [sql`${formSubmissions.data}::text`]);
  if (found) conditions.push(found);
  if (from) conditions.push(gte(formSubmissions.createdAt, `${from}T00:00:00Z`));
  if (to) conditions.push(lt(formSubmissions.createdAt, sql`(${to}::date + 1)::timestamptz`));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(formSubmissions).where(where);
  const rows = await db
    .select({ submission: formSubmissions, personName: personNameOf(formSubmissions.personId) })
    .from(formSubmissions)
    .where(where)
    .orderBy(
      order === 'asc' ? asc(formSubmissions.createdAt) : desc(formSubmissions.createdAt),
      order === 'asc' ? asc(formSubmissions.id) : desc(formSubmissions.id),
    )
    .limit(limit)
    .offset(skip);
  return {
    total: total?.n ?? 0,
    items: rows.map(({ submission: s, personName }) => ({
      id: s.id,
      form_id: s.formId,
      version: s.version,
      data: s.data as Record<string, unknown>,
      person_id: s.personId,
      person_name: personName,
      user_id: s.userId,
      created_at: new Date(s.createdAt).toISOString(),
    })),
  };
}

/** Submissions per day (Israel time) over the last `days` days, the days without any left out. */
export async function dailySubmissions(db: Db, formId: number, days: number) {
  const day = sql<string>`to_char(${formSubmissions.createdAt} at time zone 'Asia/Jerusalem', 'YYYY-MM-DD')`;
  return db
    .select({ day, count: count() })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.formId, formId),
        gte(formSubmissions.createdAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .groupBy(day)
    .orderBy(day);
}

/** Keep a submission (its answers already checked and cleaned). */
export async function saveSubmission(db: Db, values: typeof formSubmissions.$inferInsert) {
  const [saved] = await db.insert(formSubmissions).values(values).returning();
  return saved!;
}

/** Delete one submission of the form; false when the form has no such submission. */
export async function deleteSubmission(db: Db, formId: number, submissionId: number): Promise<boolean> {
  const deleted = await db
    .delete(formSubmissions)
    .where(and(eq(formSubmissions.formId, formId), eq(formSubmissions.id, submissionId)))
    .returning({ id: formSubmissions.id });
  return deleted.length > 0;
}
