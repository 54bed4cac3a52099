// Demo newsletter: two lists filled from the demo people who have an e-mail address (a few unsubscribed,
// one bounced, some waiting for confirmation), a template in the shop's colours, a campaign sent ten days ago with its
// sends, opens, clicks and an unsubscribe spread over the following hours, and a draft.
import { sql } from 'drizzle-orm';
import { sanitizeHtml } from '../../html';
import { rowsOf } from '../../db/raw-sql';
import type { DemoSeed } from './types';

const TEMPLATE = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
<tr><td style="background-color:#1f5f8b;color:#ffffff;padding:20px;text-align:center"><h1 style="margin:0;font-size:26px;color:#ffffff">חנות הספרים</h1><p style="margin:4px 0 0 0;color:#d6e6f2">ספרים, מפגשים וסיפורים מהמדף</p></td></tr>
<tr><td style="padding:24px 16px">{{content}}</td></tr>
<tr><td style="background-color:#2e7d5b;color:#ffffff;padding:14px;text-align:center;font-size:13px">חנות הספרים · רחוב אלנבי 40, תל אביב · <a href="{{view_url}}" style="color:#ffffff">לצפייה בדפדפן</a> · <a href="{{unsubscribe_url}}" style="color:#ffffff">הסרה מרשימת התפוצה</a></td></tr>
</table>`;

const SENT_CONTENT = `<h2>שלום {{first_name|קוראים יקרים}},</h2>
<p>החודש בחנות: ערב קריאה עם מאיר שלו, מועדון הקריאה חוזר בימי שלישי, ו־20% הנחה על כל ספרי השירה עד סוף החודש.</p>
<p><a href="https://shop.example.co.il/sale/poetry">לכל ספרי השירה במבצע</a></p>
<p><a href="https://shop.example.co.il/events">ללוח האירועים</a></p>
<p>קריאה מהנה,<br>צוות החנות</p>`;

const DRAFT_CONTENT = `<h2>שלום {{first_name|קוראים יקרים}},</h2>
<p>שבוע הספר מתקרב! הכנו לכם רשימת המלצות ודוכן חתימות עם סופרים אורחים.</p>
<p><a href="https://shop.example.co.il/book-week">לפרטים על שבוע הספר</a></p>`;

export const newsletterDemo: DemoSeed = {
  name: 'demo:newsletter',
  async run(tx) {
    const [{ id: news }] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into newsletter_lists (name, description, kind, double_opt_in)
      values ('עדכוני החנות', 'מבצעים, ספרים חדשים ואירועים: פעם בשבועיים', 'public', false) returning id`),
    );
    const [{ id: club }] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into newsletter_lists (name, description, kind, double_opt_in)
      values ('מועדון הקוראים', 'חברי המועדון: המלצות, הזמנות למפגשים והטבות', 'private', true) returning id`),
    );

    // everyone with an e-mail on the shop list; every third also on the club list (some not yet confirmed)
    await tx.execute(sql`
      with addressed as (select p.id, row_number() over (order by p.id) as n from people p where exists (select 1 from person_emails e where e.person_id = p.id))
      insert into newsletter_members (list_id, person_id, status, source, changed_at, created_at)
      select ${news}::int, id, case when n % 17 = 0 then 'unsubscribed' when n = 23 then 'bounced' else 'subscribed' end, 'demo', now() - interval '40 days', now() - interval '60 days' from addressed
      union all
      select ${club}::int, id, case when n % 12 = 0 then 'unconfirmed' else 'subscribed' end, 'demo', now() - interval '30 days', now() - interval '30 days' from addressed where n % 3 = 0`);
    await tx.execute(sql`insert into newsletter_member_events (list_id, person_id, from_status, to_status, source, created_at)
      select list_id, person_id, null, case when status = 'unconfirmed' then 'unconfirmed' else 'subscribed' end, 'demo', created_at from newsletter_members where list_id in (${news}::int, ${club}::int)`);
    await tx.execute(sql`insert into newsletter_member_events (list_id, person_id, from_status, to_status, source, created_at)
      select list_id, person_id, 'subscribed', status, case when status = 'bounced' then 'bounce' else 'unsubscribe_link' end, changed_at from newsletter_members where list_id = ${news}::int and status in ('unsubscribed', 'bounced')`);

    const [{ id: template }] = rowsOf<{ id: number }>(
      await tx.execute(
        sql`insert into newsletter_templates (name, html) values ('חנות הספרים: כחול וירוק', ${sanitizeHtml(TEMPLATE)}) returning id`,
      ),
    );
    await tx.execute(sql`insert into newsletter_segments (name, description, rules) values
      ('קנו ב־90 הימים האחרונים', 'לקוחות עם הזמנה ששולמה בשלושת החודשים האחרונים', '[{"kind":"bought_within_days","days":90}]'::jsonb),
      ('מנויים פעילים', 'לקוחות עם מנוי פעיל', '[{"kind":"active_subscription","has":true}]'::jsonb),
      ('תושבי חיפה', null, '[{"kind":"city","city":"חיפה"}]'::jsonb)`);

    const [{ id: sent }] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into newsletter_campaigns (name, subject, preheader, from_name, from_email, reply_to, template_id, content, list_ids, language, status, started_at, finished_at, created_at)
      values ('ניוזלטר נובמבר', 'החודש בחנות: מאיר שלו, מועדון הקריאה ומבצע שירה', '20% הנחה על ספרי שירה עד סוף החודש', 'חנות הספרים', 'news@shop.example.co.il', 'hello@shop.example.co.il',
        ${template}::int, ${sanitizeHtml(SENT_CONTENT)}, ${sql`array[${news}::int]::int[]`}, 'he', 'sent', now() - interval '10 days', now() - interval '10 days' + interval '25 minutes', now() - interval '12 days') returning id`),
    );
    // the queue as the worker left it: everyone subscribed then got it, one address bounced
    await tx.execute(sql`
      insert into newsletter_sends (campaign_id, person_id, email, status, attempts, sent_at, claimed_at, error, created_at)
      select ${sent}::int, m.person_id, (select e.value from person_emails e where e.person_id = m.person_id order by e.id limit 1),
        case when m.status = 'bounced' then 'bounced' else 'sent' end, 1,
        case when m.status = 'bounced' then null else now() - interval '10 days' + (row_number() over (order by m.person_id)) * interval '8 seconds' end,
        now() - interval '10 days', case when m.status = 'bounced' then '550 5.1.1 mailbox unavailable' end, now() - interval '10 days'
      from newsletter_members m where m.list_id = ${news}::int and m.status in ('subscribed', 'bounced')`);
    // opens (about half, some twice) and clicks (about one in six) over the next two days; two unsubscribed from it
    await tx.execute(sql`
      insert into newsletter_events (campaign_id, send_id, kind, created_at)
      select ${sent}::int, s.id, 'open', s.sent_at + ((s.id * 7919) % 2880) * interval '1 minute' from newsletter_sends s where s.campaign_id = ${sent}::int and s.status = 'sent' and s.id % 2 = 0
      union all
      select ${sent}::int, s.id, 'open', s.sent_at + ((s.id * 104729) % 2880) * interval '1 minute' from newsletter_sends s where s.campaign_id = ${sent}::int and s.status = 'sent' and s.id % 6 = 0`);
    await tx.execute(sql`
      insert into newsletter_events (campaign_id, send_id, kind, url, created_at)
      select ${sent}::int, s.id, 'click', case when s.id % 4 = 0 then 'https://shop.example.co.il/sale/poetry' else 'https://shop.example.co.il/events' end,
        s.sent_at + ((s.id * 7919) % 2880) * interval '1 minute' + interval '1 minute'
      from newsletter_sends s where s.campaign_id = ${sent}::int and s.status = 'sent' and s.id % 6 in (0, 2)`);
    await tx.execute(sql`
      with gone as (select s.id, s.person_id, s.sent_at from newsletter_sends s where s.campaign_id = ${sent}::int and s.status = 'sent' order by s.id desc limit 2),
      changed as (update newsletter_members m set status = 'unsubscribed', source = 'unsubscribe_link', changed_at = gone.sent_at + interval '3 hours' from gone where m.person_id = gone.person_id and m.list_id = ${news}::int returning m.person_id, m.changed_at),
      history as (insert into newsletter_member_events (list_id, person_id, from_status, to_status, source, campaign_id, created_at) select ${news}::int, person_id, 'subscribed', 'unsubscribed', 'unsubscribe_link', ${sent}::int, changed_at from changed)
      insert into newsletter_events (campaign_id, send_id, kind, created_at) select ${sent}::int, id, 'unsubscribe', sent_at + interval '3 hours' from gone`);

    await tx.execute(sql`insert into newsletter_campaigns (name, subject, preheader, from_name, from_email, template_id, content, list_ids, language, status)
      values ('שבוע הספר: הזמנה', 'שבוע הספר בחנות: המלצות וחתימות', 'דוכן חתימות עם סופרים אורחים', 'חנות הספרים', 'news@shop.example.co.il',
        ${template}::int, ${sanitizeHtml(DRAFT_CONTENT)}, ${sql`array[${news}::int, ${club}::int]::int[]`}, 'he', 'draft')`);
  },
};
