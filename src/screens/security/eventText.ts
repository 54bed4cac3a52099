// A security event's details in the reader's words: the sign-in variant and why it failed, what changed of an
// account's rights, which list was exported and how many records.
import { isolate } from '../../lib/bidi';
import type { SecurityEvent } from './securityLogApi';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An exported list by its name: an admin list's (`customers`), else a role's name of the server's resource (`product_category`). */
const listName = (resource: string, t: Translate) =>
  t(`resources.${resource}.name`, { smart_count: 2, _: t(`resources.roles.resource_names.${resource}`, { _: resource }) });

export function eventDetails(event: SecurityEvent, t: Translate): string {
  const d = event.details;
  switch (event.kind) {
    case 'sign_in':
      return t(`security.variant.${String(d.variant)}`);
    case 'sign_in_failed':
      return [t(`security.variant.${String(d.variant)}`), t(`security.reason.${String(d.reason)}`)].join(' · ');
    case 'user_created':
      return [d.email ? isolate(String(d.email)) : '', d.is_superuser ? t('security.rights.superuser') : '', d.is_active === false ? t('security.rights.inactive') : ''].filter(Boolean).join(' · ');
    case 'user_rights_changed':
      return Object.entries(d)
        .map(([field, change]) => (field === 'password' ? t('security.rights.password') : `${t(`security.rights.${field}`)}: ${String(change).replace(/\btrue\b/g, t('security.yes')).replace(/\bfalse\b/g, t('security.no'))}`))
        .join(' · ');
    case 'user_deleted':
      return d.email ? isolate(String(d.email)) : '';
    case 'export':
      return t('security.exported', { list: listName(String(d.resource), t), format: String(d.format).toUpperCase(), smart_count: Number(d.count) });
    default:
      return '';
  }
}
