// The bulk actions several entities declare alike, with the same button words and values: turning `is_active` on and
// off, and publishing. What each says when done names the entity, so it stays the entity's (`one |||| many`).
import type { BulkActionDef } from './defineEntity';
import type { Label } from './fields';

/** Activate and Deactivate: `is_active` on and off. */
export const activeActions = (activated: Label, deactivated: Label): BulkActionDef[] => [
  { id: 'activate', label: { he: 'הפעלה', en: 'Activate' }, done: activated, update: { is_active: true } },
  { id: 'deactivate', label: { he: 'השבתה', en: 'Deactivate' }, done: deactivated, update: { is_active: false } },
];

/** Publish: `status` becomes published. */
export const publishAction = (published: Label): BulkActionDef => ({
  id: 'publish',
  label: { he: 'פרסום', en: 'Publish' },
  done: published,
  update: { status: 'published' },
});
