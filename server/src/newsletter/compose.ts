// One newsletter message: the campaign's layout personalised for a recipient, its text part, the sender, and the
// one-click unsubscribe headers (RFC 8058). Test sends carry the same links, signed for no message, so they work
// as pages but change nothing. A campaign message's Message-ID comes from its ledger row, the same in every process
// and on every attempt, so a message sent again after its process died is one message to stores that keep one copy
// per Message-ID, and the outbox can say whether it went (sending.ts); a test send gets a random one.
import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { newsletterTemplates, people, personEmails, type NewsletterCampaign } from '../db/schema/index';
import type { MailMessage } from '../mail';
import { fromOf, personalise, renderLayout, textOf, type Recipient } from './render';
import { messageLinks } from './tokens';

export interface Layout {
  campaign: NewsletterCampaign;
  html: string;
}

export async function layoutOf(db: Db, campaign: NewsletterCampaign): Promise<Layout> {
  const [template] = campaign.templateId
    ? await db
        .select({ html: newsletterTemplates.html })
        .from(newsletterTemplates)
        .where(eq(newsletterTemplates.id, campaign.templateId))
    : [];
  return {
    campaign,
    html: renderLayout({
      subject: campaign.subject,
      preheader: campaign.preheader,
      language: campaign.language,
      templateHtml: template?.html,
      content: campaign.content,
    }),
  };
}

/** The Message-ID of send `sendId` of a campaign: its row, and the host of PUBLIC_URL (no port, so every process agrees). */
export function messageIdOf(config: Config, campaignId: number, sendId: number): string {
  return `<newsletter-${sendId}.${campaignId}@${new URL(config.publicUrl).hostname}>`;
}

/** The message for send `sendId` (0 for a test send: its links lead to pages that say it was a test). */
/** The recipients of a test send: each address with the name of the person who has it, if any. */
export async function testRecipients(db: Db, emails: string[]): Promise<Recipient[]> {
  const known = new Map(
    (
      await db
        .select({ email: personEmails.value, first: people.firstName, last: people.lastName })
        .from(personEmails)
        .innerJoin(people, eq(people.id, personEmails.personId))
        .where(inArray(personEmails.value, emails))
    ).map((p) => [p.email, p]),
  );
  return emails.map((email) => ({ email, firstName: known.get(email)?.first, lastName: known.get(email)?.last }));
}

export function composeMessage(
  config: Config,
  layout: Layout,
  recipient: Recipient,
  sendId: number,
  test = false,
): MailMessage {
  const { campaign } = layout;
  const links = messageLinks(config.publicUrl, config.secretKey, sendId);
  const html = personalise(
    layout.html,
    recipient,
    {
      unsubscribe: links.unsubscribe,
      view: links.view,
      open: campaign.trackOpens && !test ? links.open : undefined,
      click: campaign.trackClicks && !test ? links.click : undefined,
    },
    `${config.publicUrl}/nl/`,
  );
  return {
    to: recipient.email,
    subject: campaign.subject,
    html,
    text: textOf(html),
    from: fromOf(campaign, config.mailFrom),
    ...(campaign.replyTo ? { replyTo: campaign.replyTo } : {}),
    ...(test ? {} : { messageId: messageIdOf(config, campaign.id, sendId) }),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'X-Newsletter-Campaign': String(campaign.id),
      ...(test ? { 'X-Newsletter-Test': 'yes' } : {}),
    },
  };
}
