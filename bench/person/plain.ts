// The comparison of the benchmark: the person list written the plain way, the same answer shape and sign-in
// as the real route: SELECT ... ORDER BY ... LIMIT/OFFSET, count(*) of the same filter, the page's contacts in
// three more queries, search by ILIKE over names and EXISTS over e-mails and phones (no trigram text).
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../server/src/auth/guards';
import { likePattern } from '../../server/src/db/list';
import { rowsOf } from '../../server/src/db/raw-sql';
import { personSorts, type PersonSort } from '../../server/src/people/list';
import type { AddressOut, EmailOut, PersonOut, PhoneOut } from '../../server/src/people/read';
import { personOut } from '../../server/src/people/schemas';
import { listQuery, listResponse } from '../../server/src/schemas/common';

const sortable = Object.keys(personSorts) as [PersonSort, ...PersonSort[]];
const query = listQuery({ sortable, defaultSort: 'id', defaultOrder: 'desc', defaultLimit: 100, maxLimit: 1000 });

/** A person as the page's query reads it: the answer's columns, before its contacts are added. */
type Row = Omit<PersonOut, 'emails' | 'phones' | 'addresses' | 'created_at' | 'updated_at'> & {
  created_at: string | Date;
  updated_at: string | Date;
};

const plainRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);
  app.get('/', { schema: { querystring: query, response: { 200: listResponse(personOut) } } }, async (request) => {
    const { skip, limit, sort, order, q } = request.query;
    let where: SQL = sql`true`;
    if (q) {
      const pattern = likePattern(q);
      const digits = q.replace(/\D/g, '');
      where = sql`(p.first_name ilike ${pattern} or p.last_name ilike ${pattern} or p.national_id ilike ${pattern}
        or exists (select 1 from person_emails e where e.person_id = p.id and e.value ilike ${pattern})
        or (${digits} <> '' and exists (select 1 from person_phones ph where ph.person_id = p.id and ph.search_digits like ${likePattern(digits)})))`;
    }
    const dir = sql.raw(order);
    const page = rowsOf<Row>(
      await db.execute(sql`select p.id, p.first_name, p.last_name, p.national_id, p.roles, p.user_id, p.created_at, p.updated_at
        from people p where ${where} order by ${sql.raw(`p.${personSorts[sort].column}`)} ${dir}, p.id ${dir} limit ${limit} offset ${skip}`),
    );
    const [count] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from people p where ${where}`),
    );
    const ids = sql`${sql.param(page.map((p) => p.id))}::int[]`;
    const [emails, phones, addresses] = await Promise.all([
      db.execute(sql`select id, person_id, value from person_emails where person_id = any(${ids}) order by id`),
      db.execute(
        sql`select id, person_id, value, is_primary from person_phones where person_id = any(${ids}) order by is_primary desc, id`,
      ),
      db.execute(
        sql`select id, person_id, street, city, zip, country from person_addresses where person_id = any(${ids}) order by id`,
      ),
    ]);
    const of = <T>(list: unknown, id: number) =>
      rowsOf<T & { person_id: number }>(list)
        .filter((c) => c.person_id === id)
        .map(({ person_id: _, ...rest }) => rest as T);
    return {
      total: Number(count!.n),
      items: page.map((p) => ({
        ...p,
        created_at: new Date(p.created_at),
        updated_at: new Date(p.updated_at),
        emails: of<EmailOut>(emails, p.id),
        phones: of<PhoneOut>(phones, p.id),
        addresses: of<AddressOut>(addresses, p.id),
      })),
    };
  });
};

export default plainRoutes;
