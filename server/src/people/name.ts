// How a person is named wherever one is shown (a form submission's customer): their full name, else their first
// e-mail, else their primary phone. A person made from a contact alone (a form whose name fields the server did not
// recognise, an address from a newsletter file) still has a name on screen, never a bare id.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The name of the person whose id `personId` holds (a column or an expression); null when there is none. */
export const personNameOf = (personId: AnyColumn | SQL) =>
  sql<string | null>`(select coalesce(
    nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''),
    (select e.value from person_emails e where e.person_id = p.id order by e.id limit 1),
    (select ph.value from person_phones ph where ph.person_id = p.id order by ph.is_primary desc, ph.id limit 1)
  ) from people p where p.id = ${personId})`;
