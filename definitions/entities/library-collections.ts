// Curated lists of library items in the order the app shows them (the order of `item_ids`). Reordering alone is a
// route of the server's own (server/src/entities/library-collections.ts), and the edit page's order tab a screen of
// the admin's own (src/resources/libraryCollections).
import { defineEntity } from '../entity/defineEntity';
import { listSwitch, longText, references, sortOrder, text } from '../entity/fields';

export default defineEntity({
  name: 'library_collection',
  route: 'app/collections',
  api: { base: '/library/collection_item', list: '/library/collection_item_list' },
  label: { he: 'אוסף |||| אוספים', en: 'Collection |||| Collections' },
  fields: {
    name: text({ he: 'שם', en: 'Name' }, { required: true, maxLength: 200 }),
    description: longText({ he: 'תיאור', en: 'Description' }, { maxLength: 2000 }),
    item_ids: references({ he: 'פריטים', en: 'Items' }, 'library_item', {
      help: { he: 'לפי הסדר שבו האפליקציה מציגה אותם', en: 'In the order the app shows them' },
    }),
    is_active: listSwitch(
      { he: 'מוצג באפליקציה', en: 'Shown in the app' },
      { he: 'האוסף מוצג באפליקציה', en: 'The collection is shown in the app' },
      { he: 'האוסף אינו מוצג באפליקציה', en: 'The collection is not shown in the app' },
    ),
    sort_order: sortOrder(),
  },
  list: {
    columns: ['name', 'item_ids', 'is_active', 'sort_order'],
    sort: { field: 'sort_order', order: 'asc' },
    search: ['name'],
    filters: ['is_active'],
  },
  words: {
    he: {
      tabs: { details: 'פרטים', order: 'סדר הפריטים' },
      order: { title: 'סדר הפריטים', empty: 'אין עדיין פריטים באוסף: מוסיפים אותם בלשונית הפרטים.' },
    },
    en: {
      tabs: { details: 'Details', order: 'Order of the items' },
      order: { title: 'Order of the items', empty: 'No items in this collection yet: add them on the details tab.' },
    },
  },
  menu: { section: 'app', order: 25, icon: 'collection' },
});
