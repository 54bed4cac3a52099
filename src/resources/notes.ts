import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import { entityApi } from '../dataProvider/endpoints';
import { defineResource } from '../engine/defineResource';
import { datetime, id, integer, longText, select, text } from '../engine/fields';

/** Categories offered for a note (the server keeps any short text). */
export const NOTE_CATEGORIES = ['general', 'call', 'meeting', 'email', 'support', 'billing'] as const;

/**
 * Notes on any record that takes them (GET /note/ with ref_id, type, category; GET/POST/PUT/DELETE
 * /note/{id}; the server's factory entity server/src/entities/notes.ts).
 * No pages of its own: the customer page shows a person's notes.
 */
export default defineResource({
  name: 'notes',
  icon: StickyNote2Outlined,
  permission: 'note',
  api: entityApi('/note/'),
  fields: {
    id: id(),
    ref_id: integer({ required: true }),
    type: text({ defaultValue: 'person' }),
    category: select(NOTE_CATEGORIES.map((c) => ({ id: c, name: `resources.notes.categories.${c}` }))),
    content: longText({ required: true, maxLength: 20_000 }),
    author_name: text({ readOnly: true }),
    created_at: datetime({ readOnly: true }),
    updated_at: datetime({ readOnly: true }),
  },
  list: false,
  create: false,
  edit: false,
});
