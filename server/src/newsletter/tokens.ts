// Signed links of the newsletter (unsubscribe, view in browser, open pixel, click redirect, opt-in confirmation):
// `<id>.<HMAC-SHA256 of kind:id with the server's secret>`, so a link cannot be guessed or pointed at another person.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkKind = 'unsubscribe' | 'view' | 'open' | 'click' | 'confirm';

const mac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(`newsletter:${text}`).digest('base64url').slice(0, 27);

/** A token for `kind` over `subject` (a send id, `list.person` for a confirmation, `send|url` for a click). */
export function signLink(secret: string, kind: LinkKind, subject: string): string {
  return mac(secret, `${kind}:${subject}`);
}

export function checkLink(secret: string, kind: LinkKind, subject: string, signature: string): boolean {
  const expected = Buffer.from(signLink(secret, kind, subject));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** `<sendId>.<signature>` for the links that name one message. */
export function sendToken(secret: string, kind: LinkKind, sendId: number): string {
  return `${sendId}.${signLink(secret, kind, String(sendId))}`;
}

/** The send id of a valid `<sendId>.<signature>`, or null. */
export function sendIdOf(secret: string, kind: LinkKind, token: string): number | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{27})$/.exec(token);
  if (!match) return null;
  return checkLink(secret, kind, match[1]!, match[2]!) ? Number(match[1]) : null;
}

/** Public addresses of one message's links. */
export function messageLinks(publicUrl: string, secret: string, sendId: number) {
  return {
    unsubscribe: `${publicUrl}/nl/u/${sendToken(secret, 'unsubscribe', sendId)}`,
    view: `${publicUrl}/nl/v/${sendToken(secret, 'view', sendId)}`,
    open: `${publicUrl}/nl/o/${sendToken(secret, 'open', sendId)}.gif`,
    click: (url: string) =>
      `${publicUrl}/nl/c/${sendId}.${signLink(secret, 'click', `${sendId}|${url}`)}?u=${encodeURIComponent(url)}`,
  };
}

/** The confirmation link of a double opt-in list. */
export function confirmLink(publicUrl: string, secret: string, listId: number, personId: number): string {
  const subject = `${listId}.${personId}`;
  return `${publicUrl}/nl/confirm/${subject}.${signLink(secret, 'confirm', subject)}`;
}

export function confirmSubjectOf(secret: string, token: string): { listId: number; personId: number } | null {
  const match = /^(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{27})$/.exec(token);
  if (!match) return null;
  return checkLink(secret, 'confirm', `${match[1]}.${match[2]}`, match[3]!)
    ? { listId: Number(match[1]), personId: Number(match[2]) }
    : null;
}
