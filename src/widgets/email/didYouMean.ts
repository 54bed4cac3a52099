import { distance } from 'fastest-levenshtein';
import { emailDomain } from './emailRules';

/** The largest edit distance at which a common domain is suggested. */
export const SUGGESTION_MAX_DISTANCE = 2;

/** Common mail domains, most used first (ties go to the earlier one), Israeli providers included. */
export const COMMON_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'hotmail.com',
  'yahoo.com',
  'outlook.com',
  'icloud.com',
  'walla.co.il',
  'walla.com',
  'live.com',
  'msn.com',
  'aol.com',
  'me.com',
  'mail.com',
  'googlemail.com',
  'protonmail.com',
  'proton.me',
  'gmx.com',
  'yandex.com',
  'hotmail.co.il',
  'yahoo.co.il',
  'bezeqint.net',
  'netvision.net.il',
  'zahav.net.il',
  '012.net.il',
  'smile.net.il',
];

const closestDomain = (domain: string): string | undefined => {
  let best: { domain: string; distance: number } | undefined;
  for (const common of COMMON_MAIL_DOMAINS) {
    const d = distance(domain, common);
    if (d <= SUGGESTION_MAX_DISTANCE && (!best || d < best.distance)) best = { domain: common, distance: d };
  }
  return best?.domain;
};

/**
 * A corrected address when the domain looks like a misspelt common one: within edit distance 2
 * ("gmial.com", "gmail.con"), or, when the domain has no dot yet, a common domain it begins ("user@hotm"
 * gives hotmail.com). Nothing for a common domain itself or an address without a local part.
 */
export const suggestEmail = (address: string): string | undefined => {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return undefined;
  const domain = emailDomain(trimmed);
  if (domain === '' || COMMON_MAIL_DOMAINS.includes(domain)) return undefined;
  const suggestion =
    closestDomain(domain) ??
    (domain.includes('.') ? undefined : COMMON_MAIL_DOMAINS.find((common) => common.startsWith(domain)));
  return suggestion && `${trimmed.slice(0, at)}@${suggestion}`;
};
