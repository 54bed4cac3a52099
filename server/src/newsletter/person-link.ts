// A person merge keeps their newsletter places: the duplicate's lists the kept person is not on move over (with their
// history), and the messages sent to the duplicate count for the kept person where that makes no second row.
import { sql } from 'drizzle-orm';
import type { PersonLink } from '../people/person-link';

export const newsletterLink: PersonLink = {
  name: 'newsletter',
  async move(tx, fromId, toId) {
    await tx.execute(
      sql`update newsletter_members set person_id = ${toId} where person_id = ${fromId} and list_id not in (select list_id from newsletter_members where person_id = ${toId})`,
    );
    await tx.execute(sql`update newsletter_member_events set person_id = ${toId} where person_id = ${fromId}`);
    await tx.execute(
      sql`update newsletter_sends set person_id = ${toId} where person_id = ${fromId} and campaign_id not in (select campaign_id from newsletter_sends where person_id = ${toId})`,
    );
  },
  async remove() {},
};
