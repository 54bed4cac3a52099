// Contacts are people with a place on at least one list: the contacts list (filter by list, status, text) and one
// contact's lists, history and received campaigns.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { LIST_KINDS } from '../../../definitions/entities/newsletter-lists';
import { MEMBER_STATUSES, newsletterLists, type MemberStatus } from '../db/schema/index';
import { rowsOf } from '../db/raw-sql';
import { searchCondition } from '../people/search';

export interface ContactQuery {
  list_id?: number;
  status?: MemberStatus;
  q?: string;
  skip: number;
  limit: number;
}

/** A time as ISO 8601 text, made so in SQL (isoOf), the same from PostgreSQL and PGlite. */
const instant = z.string();
const isoOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const status = z.enum(MEMBER_STATUSES);
const person = { id: z.int(), first_name: z.string(), last_name: z.string(), email: z.string().nullable() };

/** A contact in the list: the person, an e-mail, and their place on each list. */
export const contactRowSchema = z.object({
  ...person,
  lists: z.array(z.object({ list_id: z.int(), list_name: z.string(), status, changed_at: instant })),
});

/** One contact: their lists, the history of every change, and the campaigns sent to them. */
export const contactSchema = z.object({
  ...person,
  lists: z.array(
    z.object({ list_id: z.int(), list_name: z.string(), status, source: z.string(), changed_at: instant }),
  ),
  history: z.array(
    z.object({
      id: z.union([z.int(), z.string()]).describe('A bigint: PostgreSQL answers it as text'),
      list_id: z.int(),
      list_name: z.string(),
      from_status: status.nullable(),
      to_status: status.nullable(),
      source: z.string(),
      campaign_id: z.int().nullable(),
      created_at: instant,
    }),
  ),
  campaigns: z.array(
    z.object({
      campaign_id: z.int(),
      campaign_name: z.string(),
      subject: z.string(),
      status: z.string(),
      sent_at: instant.nullable(),
      opened: z.boolean(),
      clicked: z.boolean(),
    }),
  ),
});

/** A list with its number of members per status (bounced counts complaints too). */
export const listSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  kind: z.enum(Object.keys(LIST_KINDS) as [keyof typeof LIST_KINDS]),
  double_opt_in: z.boolean(),
  subscribed: z.int(),
  unconfirmed: z.int(),
  unsubscribed: z.int(),
  bounced: z.int(),
});

/** Every list with its number of members per status, by name. */
export async function listSummaries(db: Db) {
  return rowsOf<z.infer<typeof listSummarySchema>>(
    await db.execute(sql`select l.id, l.name, l.kind, l.double_opt_in,
          count(m.id) filter (where m.status = 'subscribed')::int as subscribed, count(m.id) filter (where m.status = 'unconfirmed')::int as unconfirmed,
          count(m.id) filter (where m.status = 'unsubscribed')::int as unsubscribed, count(m.id) filter (where m.status in ('bounced', 'complained'))::int as bounced
          from ${newsletterLists} l left join newsletter_members m on m.list_id = l.id group by l.id order by l.name`),
  );
}

const email = sql`(select e.value from person_emails e where e.person_id = p.id order by e.id limit 1)`;

export async function listContacts(db: Db, query: ContactQuery) {
  const where: SQL[] = [sql`true`];
  if (query.list_id) where.push(sql`m.list_id = ${query.list_id}`);
  if (query.status) where.push(sql`m.status = ${query.status}`);
  const found = query.q ? searchCondition(query.q, 'p') : undefined;
  if (found) where.push(found);
  const condition = sql.join(where, sql` and `);
  const [{ total }] = rowsOf<{ total: number }>(
    await db.execute(
      sql`select count(distinct m.person_id)::int as total from newsletter_members m join people p on p.id = m.person_id where ${condition}`,
    ),
  );
  const items = rowsOf<z.infer<typeof contactRowSchema>>(
    await db.execute(sql`
      with page as (
        select m.person_id from newsletter_members m join people p on p.id = m.person_id where ${condition}
        group by m.person_id order by max(m.changed_at) desc, m.person_id desc offset ${query.skip} limit ${query.limit})
      select p.id, p.first_name, p.last_name, ${email} as email,
        (select coalesce(json_agg(json_build_object('list_id', m.list_id, 'list_name', l.name, 'status', m.status, 'changed_at', ${isoOf(sql`m.changed_at`)}) order by l.name), '[]'::json)
           from newsletter_members m join newsletter_lists l on l.id = m.list_id where m.person_id = p.id) as lists
      from page join people p on p.id = page.person_id
      order by (select max(changed_at) from newsletter_members where person_id = p.id) desc, p.id desc`),
  );
  return { items, total };
}

export async function contactOf(db: Db, personId: number) {
  type Contact = z.infer<typeof contactSchema>;
  const [person] = rowsOf<Omit<Contact, 'lists' | 'history' | 'campaigns'>>(
    await db.execute(
      sql`select p.id, p.first_name, p.last_name, ${email} as email from people p where p.id = ${personId}`,
    ),
  );
  if (!person) return null;
  const lists = rowsOf<Contact['lists'][number]>(
    await db.execute(
      sql`select m.list_id, l.name as list_name, m.status, m.source, ${isoOf(sql`m.changed_at`)} as changed_at from newsletter_members m join newsletter_lists l on l.id = m.list_id where m.person_id = ${personId} order by l.name`,
    ),
  );
  const history = rowsOf<Contact['history'][number]>(
    await db.execute(sql`select h.id, h.list_id, l.name as list_name, h.from_status, h.to_status, h.source, h.campaign_id, ${isoOf(sql`h.created_at`)} as created_at
      from newsletter_member_events h join newsletter_lists l on l.id = h.list_id where h.person_id = ${personId} order by h.created_at desc, h.id desc limit 200`),
  );
  const campaigns = rowsOf<Contact['campaigns'][number]>(
    await db.execute(sql`select s.campaign_id, c.name as campaign_name, c.subject, s.status, ${isoOf(sql`s.sent_at`)} as sent_at,
        exists (select 1 from newsletter_events ev where ev.send_id = s.id and ev.kind = 'open') as opened,
        exists (select 1 from newsletter_events ev where ev.send_id = s.id and ev.kind = 'click') as clicked
      from newsletter_sends s join newsletter_campaigns c on c.id = s.campaign_id where s.person_id = ${personId} order by s.id desc limit 100`),
  );
  return { ...person, lists, history, campaigns };
}
