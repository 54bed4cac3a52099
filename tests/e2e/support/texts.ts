import en from '../../../src/i18n/en';
import he from '../../../src/i18n/he';
import { mergeMessages, type MessageTree } from '../../../src/i18n/merge';
import { namesOf } from '../../../definitions/entity/defineEntity';
import { entityMessages } from '../../../definitions/entity/messages';
import { entityDefinitions } from '../../../definitions/entities/index';
import dealListEn from '../../../src/resources/dealList/messages.en';
import dealListHe from '../../../src/resources/dealList/messages.he';
import ordersEn from '../../../src/resources/orders/messages.en';
import subscriptionsEn from '../../../src/resources/subscriptions/messages.en';
import subscriptionsHe from '../../../src/resources/subscriptions/messages.he';
import ordersHe from '../../../src/resources/orders/messages.he';
import formsEn from '../../../src/resources/forms/messages.en';
import formsHe from '../../../src/resources/forms/messages.he';
import rolesEn from '../../../src/resources/roles/messages.en';
import rolesHe from '../../../src/resources/roles/messages.he';

export type AppLocale = 'he' | 'en';

/** The domain files, plus the messages resource folders carry (one line per folder; src/i18n/i18nProvider.ts adds them in the app). */
const byFolder: Record<string, Record<AppLocale, MessageTree>> = {
  'deal-list': { he: dealListHe, en: dealListEn },
  orders: { he: ordersHe, en: ordersEn },
  subscriptions: { he: subscriptionsHe, en: subscriptionsEn },
  forms: { he: formsHe, en: formsEn },
  roles: { he: rolesHe, en: rolesEn },
  // Every entity definition's own words (definitions/entities).
  ...Object.fromEntries(
    entityDefinitions.map((d) => [namesOf(d).resource, { he: entityMessages(d, 'he'), en: entityMessages(d, 'en') }]),
  ),
};
const folders = (locale: AppLocale): MessageTree => ({
  resources: Object.fromEntries(Object.entries(byFolder).map(([name, messages]) => [name, messages[locale]])),
});
const catalogs: Record<AppLocale, MessageTree> = {
  he: mergeMessages(he, folders('he')),
  en: mergeMessages(en, folders('en')),
};

/** The admin's own text for a key, as the user sees it (plural forms, %{placeholders}). */
/** A key's message; a level may also hold dotted keys (`'items.quantity'`, as array children's labels are written). */
function lookup(node: unknown, parts: string[]): unknown {
  if (!parts.length) return node;
  const tree = node as MessageTree | undefined;
  for (let take = parts.length; take >= 1; take -= 1) {
    const found = tree?.[parts.slice(0, take).join('.')];
    if (found !== undefined) {
      const rest = lookup(found, parts.slice(take));
      if (rest !== undefined) return rest;
    }
  }
  return undefined;
}

export function ui(locale: AppLocale, key: string, args: Record<string, string | number> = {}): string {
  const value = lookup(catalogs[locale], key.split('.'));
  if (typeof value !== 'string') throw new Error(`No ${locale} message "${key}"`);
  const forms = value.split('||||').map((f) => f.trim());
  const form =
    forms.length > 1 && args.smart_count !== undefined && Number(args.smart_count) !== 1 ? forms[1] : forms[0];
  return form.replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name] ?? ''));
}

/**
 * The product's fixed texts, word for word: English written out here (so a change in en/*.ts cannot hide),
 * Hebrew from our translation.
 */
const spec = {
  passwordsMismatch: ['Passwords do not match', 'auth.errors.passwords_mismatch'],
  invalidCredentials: ['Invalid e-mail or password', 'auth.errors.invalid_credentials'],
  invalidResetLink: ['This reset password link is invalid or expired.', 'auth.errors.invalid_reset_token'],
  confirmTitle: ['Confirm', 'app.confirm.title'],
  confirmMessage: ['Are you sure you want to continue?', 'app.confirm.message'],
  network: ['Network error occurred. Please check your connection.', 'errors.http.network'],
  unauthorized: ['Authentication required. Please log in.', 'errors.http.unauthorized'],
  forbidden: ['You do not have permission to perform this action.', 'errors.http.forbidden'],
  notFound: ['The requested resource was not found.', 'errors.http.not_found'],
  tooManyRequests: ['Too many requests. Please try again later.', 'errors.http.too_many_requests'],
  serverError: ['An internal server error occurred. Please try again later.', 'errors.http.server'],
  invalidEndpoint: ['Invalid endpoint', 'errors.http.invalid_endpoint'],
} as const;

export type SpecText = keyof typeof spec;

export function specText(locale: AppLocale, name: SpecText): string {
  const [english, key] = spec[name];
  return locale === 'en' ? english : ui('he', key);
}
