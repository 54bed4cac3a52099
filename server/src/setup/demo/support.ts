// Demo support inbox: a mail account whose server does not exist (mail.demo.invalid; inactive, so nothing checks it
// on its own: "check now" shows what an unreachable host looks like) and Hebrew inquiries from demo customers in
// every status, with threads of received mail, replies and internal notes.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { sealSecret } from '../../support/secret-box';
import { subjectKey } from '../../support/threading';
import {
  emailAccounts,
  people,
  personEmails,
  supportInquiries,
  supportMessages,
  users,
  type INQUIRY_PRIORITIES,
  type INQUIRY_STATUSES,
} from '../../db/schema/index';
import type { DemoSeed } from './types';

const ACCOUNT_EMAIL = 'service@demo-books.co.il';

type Step = ['in' | 'out' | 'note', string];
interface DemoInquiry {
  subject: string;
  status: (typeof INQUIRY_STATUSES)[number];
  priority: (typeof INQUIRY_PRIORITIES)[number];
  tags: string[];
  unread: boolean;
  assigned: boolean;
  /** Hours ago the first message came in. */
  age: number;
  steps: Step[];
}

const INQUIRIES: DemoInquiry[] = [
  {
    subject: 'ההזמנה שלי עוד לא הגיעה',
    status: 'new',
    priority: 'high',
    tags: ['משלוח'],
    unread: true,
    assigned: false,
    age: 3,
    steps: [
      [
        'in',
        'שלום,\nהזמנתי לפני עשרה ימים את "הספר הגדול של הקיץ" ועדיין לא קיבלתי אותו.\nאפשר לבדוק איפה החבילה?\n\nתודה',
      ],
    ],
  },
  {
    subject: 'החלפת ספר שהגיע פגום',
    status: 'open',
    priority: 'normal',
    tags: ['החלפה'],
    unread: true,
    assigned: true,
    age: 30,
    steps: [
      ['in', 'היי, הספר "מסע בזמן" הגיע עם כריכה קרועה. אפשר להחליף?'],
      ['note', 'לבדוק במחסן שיש עוד עותק לפני שמבטיחים החלפה.'],
      ['out', 'שלום, מצטערים מאוד! נשמח להחליף. האם נוח לך שהשליח יאסוף את הספר ביום שלישי?'],
      ['in', 'כן, יום שלישי מתאים. אני בבית אחרי 16:00.'],
    ],
  },
  {
    subject: 'שאלה על מנוי שנתי לספריה הדיגיטלית',
    status: 'waiting',
    priority: 'low',
    tags: ['מנוי'],
    unread: false,
    assigned: true,
    age: 52,
    steps: [
      ['in', 'כמה עולה מנוי שנתי, והאם אפשר לחלוק אותו עם הילדים?'],
      ['out', 'שלום! המנוי השנתי עולה 399 ₪ וכולל עד ארבעה פרופילים במשפחה. לשלוח קישור להרשמה?'],
    ],
  },
  {
    subject: 'Invoice for my last order',
    status: 'resolved',
    priority: 'normal',
    tags: ['חשבונית'],
    unread: false,
    assigned: true,
    age: 120,
    steps: [
      ['in', "Hello, could you please send me an invoice for order 1042 in my company's name?"],
      ['out', 'Hello, the invoice is attached to this e-mail. Have a great day!'],
      ['in', 'Got it, thank you!'],
    ],
  },
  {
    subject: 'לא מצליח להתחבר לאפליקציה',
    status: 'open',
    priority: 'urgent',
    tags: ['אפליקציה', 'תקלה'],
    unread: false,
    assigned: false,
    age: 6,
    steps: [
      ['in', 'מאז העדכון האחרון האפליקציה מבקשת סיסמה ולא מקבלת אותה. ניסיתי לאפס ולא הגיע מייל.'],
      ['note', 'כנראה קשור לתקלה בשליחת מיילים של יום ראשון. להעביר לצוות הפיתוח.'],
    ],
  },
];

export const supportDemo: DemoSeed = {
  name: 'demo:support',
  async run(tx, context) {
    const customers = await tx
      .select({ id: people.id, firstName: people.firstName, lastName: people.lastName, email: personEmails.value })
      .from(people)
      .innerJoin(personEmails, eq(personEmails.personId, people.id))
      .orderBy(asc(people.id))
      .limit(INQUIRIES.length * 3);
    if (customers.length < INQUIRIES.length) return;
    const staff = await tx.select().from(users).orderBy(asc(users.createdAt)).limit(2);
    const sealed = context.secretKey ? sealSecret(context.secretKey, 'demo-password') : 'v1.unset';
    const [account] = await tx
      .insert(emailAccounts)
      .values({
        name: 'שירות לקוחות',
        email: ACCOUNT_EMAIL,
        fromName: 'צוות השירות',
        imapHost: 'mail.demo.invalid',
        imapUser: ACCOUNT_EMAIL,
        imapPasswordEnc: sealed,
        smtpHost: 'mail.demo.invalid',
        smtpUser: ACCOUNT_EMAIL,
        smtpPasswordEnc: sealed,
        isActive: false,
      })
      .returning();
    const now = Date.now();
    for (const [i, plan] of INQUIRIES.entries()) {
      const customer = customers[i * 3]!;
      const name = `${customer.firstName} ${customer.lastName}`.trim();
      const agent = plan.assigned && staff.length ? staff[i % staff.length]! : undefined;
      const agentName = agent ? `${agent.firstName} ${agent.lastName}`.trim() || agent.email : 'צוות השירות';
      const at = (step: number) => new Date(now - plan.age * 3_600_000 + step * 45 * 60_000);
      const outAt = plan.steps.findIndex(([kind]) => kind === 'out');
      const [inquiry] = await tx
        .insert(supportInquiries)
        .values({
          accountId: account!.id,
          personId: customer.id,
          subject: plan.subject,
          subjectKey: subjectKey(plan.subject),
          customerEmail: customer.email,
          customerName: name,
          status: plan.status,
          priority: plan.priority,
          assigneeId: agent?.id ?? null,
          tags: plan.tags,
          unread: plan.unread,
          lastMessageAt: at(plan.steps.length - 1),
          firstResponseAt: outAt >= 0 ? at(outAt) : null,
          resolvedAt: plan.status === 'resolved' ? at(plan.steps.length) : null,
          createdAt: at(0),
        })
        .returning();
      const chain: string[] = [];
      for (const [s, [kind, text]] of plan.steps.entries()) {
        const messageId =
          kind === 'note'
            ? null
            : `<${randomUUID()}@${kind === 'in' ? customer.email.split('@')[1] : 'demo-books.co.il'}>`;
        await tx.insert(supportMessages).values({
          inquiryId: inquiry!.id,
          accountId: account!.id,
          kind,
          state: kind === 'in' ? 'received' : 'sent',
          messageId,
          inReplyTo: kind === 'note' ? null : (chain.at(-1) ?? null),
          references: kind === 'note' ? [] : [...chain],
          fromAddress: kind === 'in' ? customer.email : kind === 'out' ? ACCOUNT_EMAIL : '',
          fromName: kind === 'in' ? name : '',
          toAddress: kind === 'in' ? ACCOUNT_EMAIL : kind === 'out' ? customer.email : '',
          subject: kind === 'note' ? '' : s === 0 || kind === 'in' ? plan.subject : `Re: ${plan.subject}`,
          text,
          authorId: kind === 'in' ? null : (agent?.id ?? staff[0]?.id ?? null),
          authorName: kind === 'in' ? '' : agentName,
          sentAt: kind === 'note' ? null : at(s),
          createdAt: at(s),
        });
        if (messageId) chain.push(messageId);
      }
    }
  },
};
