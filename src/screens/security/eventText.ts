// A security event's details in the reader's words: the sign-in variant and why it failed, what changed of an
// account's rights, which list was exported and how many records.
import { isolate } from '../../lib/bidi';
import type { SecurityEvent } from './securityLogApi';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An exported list by its name: an admin list's (`customers`), else a role's name of the server's resource (`product_category`). */
const listName = (resource: string, t: Translate) =>
  t(`resources.${resource}.name`, {
    smart_count: 2,
    _: t(`resources.roles.resource_names.${resource}`, { _: resource }),
  });

/** The roles on one side of a change ("a, b" or "—"): a built-in role in words, another as it was named, isolated. */
const roleList = (names: string, t: Translate) =>
  names === '—'
    ? names
    : names
        .split(', ')
        .map((name) => t(`resources.roles.built_in_names.${name}`, { _: isolate(name) }))
        .join(', ');

/** A right's change, "before → after": yes and no in words, roles by name, an address isolated. */
function changeText(field: string, change: string, t: Translate): string {
  if (field === 'roles')
    return change
      .split(' → ')
      .map((side) => roleList(side, t))
      .join(' → ');
  if (field === 'email') return change.split(' → ').map(isolate).join(' → ');
  return change.replace(/\btrue\b/g, t('security.yes')).replace(/\bfalse\b/g, t('security.no'));
}

export function eventDetails(event: SecurityEvent, t: Translate): string {
  const d = event.details;
  switch (event.kind) {
    case 'sign_in':
      return t(`security.variant.${String(d.variant)}`);
    case 'sign_in_failed':
      return [t(`security.variant.${String(d.variant)}`), t(`security.reason.${String(d.reason)}`)].join(' · ');
    case 'user_created':
      return [
        d.email ? isolate(String(d.email)) : '',
        d.is_superuser ? t('security.rights.superuser') : '',
        d.is_active === false ? t('security.rights.inactive') : '',
      ]
        .filter(Boolean)
        .join(' · ');
    case 'user_rights_changed':
      return Object.entries(d)
        .map(([field, change]) =>
          field === 'password'
            ? t('security.rights.password')
            : `${t(`security.rights.${field}`)}: ${changeText(field, String(change), t)}`,
        )
        .join(' · ');
    case 'user_deleted':
      return d.email ? isolate(String(d.email)) : '';
    case 'export':
      return t('security.exported', {
        list: listName(String(d.resource), t),
        format: String(d.format).toUpperCase(),
        smart_count: Number(d.count),
      });
    default:
      return '';
  }
}
