// What adding people to a list says: how many were added, already there or left out, and each person it could not
// add by name with why (the add still takes the others).
import type { TranslateFunction } from 'react-admin';
import type { AddMembersResult } from './api';

export function addedMessage(
  translate: TranslateFunction,
  result: AddMembersResult,
): { text: string; type: 'success' | 'warning' } {
  const counts = translate('newsletter.contacts.added', {
    added: result.added.length,
    already: result.already.length,
    skipped: result.skipped.length,
  });
  if (!result.refused.length) return { text: counts, type: 'success' };
  const people = result.refused
    .map((r) =>
      r.reason === 'no_email'
        ? translate('newsletter.contacts.refused_no_email', { name: r.name })
        : translate('newsletter.contacts.refused_not_found'),
    )
    .join(', ');
  return { text: `${counts}. ${translate('newsletter.contacts.refused', { people })}`, type: 'warning' };
}
