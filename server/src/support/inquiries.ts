// Reading the support inbox: the list (filters, search in subject, body and sender, counts per status) and one
// inquiry with its thread, account and customer.
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { containsForm, folded, textSearch } from '../db/text-search';
import {
  emailAccounts,
  INQUIRY_STATUSES,
  people,
  supportInquiries,
  supportMessages,
  users,
  type SupportInquiry,
} from '../db/schema/index';
import { findPerson } from '../people/read';
import { inquiryWire, messageWire, type InquiryWire } from './wire';

export interface InquiryQuery {
  skip: number;
  limit: number;
  status?: (typeof INQUIRY_STATUSES)[number];
  /** A user id, or `none` for unassigned. */
  assignee_id?: string;
  person_id?: number;
  account_id?: number;
  unread?: boolean;
  q?: string;
}

// Written with qualified names: drizzle leaves the table out of column names in a one-table select, and inside
// these subqueries a bare "id" would be the subquery's own.
const inquiryId = sql.raw('"support_inquiries"."id"');
const personName = sql<
  string | null
>`(select nullif(trim(p.first_name || ' ' || p.last_name), '') from ${people} p where p.id = "support_inquiries"."person_id")`;
const assigneeName = sql<
  string | null
>`(select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) from ${users} u where u.id = "support_inquiries"."assignee_id")`;
const snippet = sql<string>`coalesce((select left(regexp_replace(m.text, '\\s+', ' ', 'g'), 160) from ${supportMessages} m where m.inquiry_id = ${inquiryId} and m.kind = 'in' order by m.created_at desc, m.id desc limit 1), '')`;
const messageCount = sql<number>`(select count(*)::int from ${supportMessages} m where m.inquiry_id = ${inquiryId} and m.kind <> 'note')`;

const extrasColumns = { personName, assigneeName, snippet, messageCount };

function wireOf(row: {
  inquiry: SupportInquiry;
  personName: string | null;
  assigneeName: string | null;
  snippet: string;
  messageCount: number;
}): InquiryWire {
  return inquiryWire(row.inquiry, {
    person_name: row.personName,
    assignee_name: row.assigneeName,
    snippet: row.snippet,
    message_count: Number(row.messageCount),
  });
}

function filtersOf(query: Omit<InquiryQuery, 'status' | 'skip' | 'limit'>): SQL[] {
  const where: SQL[] = [];
  if (query.assignee_id === 'none') where.push(isNull(supportInquiries.assigneeId));
  else if (query.assignee_id) where.push(eq(supportInquiries.assigneeId, query.assignee_id));
  if (query.person_id) where.push(eq(supportInquiries.personId, query.person_id));
  if (query.account_id) where.push(eq(supportInquiries.accountId, query.account_id));
  if (query.unread !== undefined) where.push(eq(supportInquiries.unread, query.unread));
  const found = textSearch(
    query.q,
    [supportInquiries.subject, supportInquiries.customerEmail, supportInquiries.customerName],
    (_word, forms) =>
      sql`exists (select 1 from ${supportMessages} m where m.inquiry_id = ${inquiryId} and m.kind = 'in' and ${or(...[sql`m.text`, sql`m.from_address`, sql`m.from_name`].map((column) => containsForm(folded(column), forms)))})`,
  );
  if (found) where.push(found);
  return where;
}

export async function listInquiries(db: Db, query: InquiryQuery) {
  const base = filtersOf(query);
  const where = and(...base, ...(query.status ? [eq(supportInquiries.status, query.status)] : []));
  const rows = await db
    .select({ inquiry: supportInquiries, ...extrasColumns })
    .from(supportInquiries)
    .where(where)
    .orderBy(desc(supportInquiries.lastMessageAt), desc(supportInquiries.id))
    .offset(query.skip)
    .limit(query.limit);
  const byStatus = await db
    .select({ status: supportInquiries.status, n: count() })
    .from(supportInquiries)
    .where(and(...base))
    .groupBy(supportInquiries.status);
  const counts = Object.fromEntries(
    INQUIRY_STATUSES.map((s) => [s, Number(byStatus.find((r) => r.status === s)?.n ?? 0)]),
  ) as Record<(typeof INQUIRY_STATUSES)[number], number>;
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const unreadRow = await db
    .select({ n: count() })
    .from(supportInquiries)
    .where(and(...base, eq(supportInquiries.unread, true)));
  return {
    items: rows.map(wireOf),
    total: query.status ? counts[query.status] : all,
    counts: { ...counts, all, unread: Number(unreadRow[0]?.n ?? 0) },
  };
}

export async function readInquiryRow(db: Db, id: number): Promise<InquiryWire | undefined> {
  const [row] = await db
    .select({ inquiry: supportInquiries, ...extrasColumns })
    .from(supportInquiries)
    .where(eq(supportInquiries.id, id))
    .limit(1);
  return row ? wireOf(row) : undefined;
}

export async function readInquiry(db: Db, config: Config, id: number) {
  const inquiry = await readInquiryRow(db, id);
  if (!inquiry) return undefined;
  const messages = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.inquiryId, id))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  const [account] = inquiry.account_id
    ? await db
        .select({ id: emailAccounts.id, name: emailAccounts.name, email: emailAccounts.email })
        .from(emailAccounts)
        .where(eq(emailAccounts.id, inquiry.account_id))
    : [];
  const person = inquiry.person_id ? await findPerson(db, inquiry.person_id) : undefined;
  return {
    ...inquiry,
    messages: messages.map((m) => messageWire(config, m)),
    account: account ?? null,
    person: person
      ? {
          id: person.id,
          name: `${person.first_name} ${person.last_name}`.trim(),
          emails: person.emails.map((e) => e.value),
          phones: person.phones.map((p) => p.value),
        }
      : null,
  };
}
