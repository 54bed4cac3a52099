// Reads the security log: newest first, filtered by kind, user, e-mail (a part of it) and days (UTC, `to` included),
// each event with its user's name and its subject's e-mail.
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { securityEvents, users, type SecurityEventKind } from '../db/schema/index';
import { likePattern } from '../db/list';

export interface SecurityEventFilters {
  kind?: SecurityEventKind;
  user_id?: string;
  q?: string;
  from?: string;
  to?: string;
}

const subject = alias(users, 'subject');
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

function whereOf({ kind, user_id, q, from, to }: SecurityEventFilters): SQL[] {
  const where: SQL[] = [];
  if (kind) where.push(eq(securityEvents.kind, kind));
  if (user_id) where.push(eq(securityEvents.userId, user_id));
  if (q?.trim()) where.push(ilike(securityEvents.email, likePattern(q.trim())));
  if (from) where.push(gte(securityEvents.at, new Date(`${from}T00:00:00Z`)));
  if (to) where.push(lt(securityEvents.at, nextDay(to)));
  return where;
}

/** One page of the filtered events as the API sends them, and how many there are. */
export async function listSecurityEvents(db: Db, filters: SecurityEventFilters, skip: number, limit: number) {
  const where = whereOf(filters);
  const rows = await db
    .select({
      event: securityEvents,
      firstName: users.firstName,
      lastName: users.lastName,
      subjectEmail: subject.email,
    })
    .from(securityEvents)
    .leftJoin(users, eq(users.id, securityEvents.userId))
    .leftJoin(subject, eq(subject.id, securityEvents.subjectId))
    .where(and(...where))
    .orderBy(desc(securityEvents.at), desc(securityEvents.id))
    .offset(skip)
    .limit(limit);
  const [total] = await db
    .select({ n: count() })
    .from(securityEvents)
    .where(and(...where));
  return {
    items: rows.map(({ event, firstName, lastName, subjectEmail }) => ({
      id: event.id,
      at: event.at.toISOString(),
      kind: event.kind,
      user_id: event.userId,
      user_name: event.userId ? `${firstName ?? ''} ${lastName ?? ''}`.trim() || null : null,
      email: event.email,
      subject_id: event.subjectId,
      subject_email: subjectEmail,
      ip: event.ip,
      details: event.details,
    })),
    total: Number(total?.n ?? 0),
  };
}
