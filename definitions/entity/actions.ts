// The bulk actions several entities declare alike, with the same button words and values: turning `is_active` on and
// off, and moving `status` (publishing). What each says when done names the entity, so it stays the entity's (`one |||| many`).
import type { BulkActionDef } from './defineEntity';
import type { Label } from './fields';

/** Activate and Deactivate: `is_active` on and off. */
export const activeActions = (activated: Label, deactivated: Label): BulkActionDef[] => [
  { id: 'activate', label: { he: 'הפעלה', en: 'Activate' }, done: activated, update: { is_active: true } },
  { id: 'deactivate', label: { he: 'השבתה', en: 'Deactivate' }, done: deactivated, update: { is_active: false } },
];

/** An action that moves the selected rows to one `status` (publishing, back to draft, cancelling). */
export const statusAction = (id: string, label: Label, done: Label, status: string): BulkActionDef => ({
  id,
  label,
  done,
  update: { status },
});

/** Publish: `status` becomes published. */
export const publishAction = (published: Label): BulkActionDef =>
  statusAction('publish', { he: 'פרסום', en: 'Publish' }, published, 'published');
