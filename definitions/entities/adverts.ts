// The library app's adverts: a picture that leads to an item, a category or an address, in a placement, between two
// dates, with the app's counts of how often it was shown and tapped. Where it leads must be filled for its kind, the
// app's list of running adverts and its counters are the server's own (server/src/entities/adverts.ts); the
// click-through rate is a column of the admin's own (src/resources/adverts).
import { defineEntity } from '../entity/defineEntity';
import { enumOf, image, integer, listSwitch, reference, runningWindow, text, url } from '../entity/fields';

export default defineEntity({
  name: 'advert',
  route: 'app/ads',
  api: { base: '/advert', list: '/advert/list', create: '/advert/new' },
  label: { he: 'מודעה |||| מודעות', en: 'Ad |||| Ads' },
  fields: {
    image: image({ he: 'תמונה', en: 'Picture' }, { folder: 'app/ads' }),
    title: text({ he: 'כותרת', en: 'Title' }, { required: true, maxLength: 200 }),
    target_kind: enumOf(
      { he: 'מובילה אל', en: 'Leads to' },
      {
        item: { he: 'פריט', en: 'An item' },
        category: { he: 'קטגוריה', en: 'A category' },
        url: { he: 'כתובת', en: 'An address' },
      },
      { default: 'url' },
    ),
    target_item_id: reference({ he: 'פריט', en: 'Item' }, 'library_item'),
    target_category_id: reference({ he: 'קטגוריה', en: 'Category' }, 'library_category'),
    target_url: url({ he: 'כתובת', en: 'Address' }, { maxLength: 2000 }),
    placement: enumOf(
      { he: 'מיקום', en: 'Placement' },
      {
        home_top: { he: 'ראש מסך הבית', en: 'Top of the home screen' },
        between_rows: { he: 'בין שורות מסך הבית', en: 'Between home rows' },
        item_page: { he: 'דף פריט', en: 'Item page' },
      },
      { default: 'home_top' },
    ),
    ...runningWindow(),
    is_active: listSwitch(
      { he: 'פעילה', en: 'Active' },
      { he: 'המודעה פעילה', en: 'The ad is active' },
      { he: 'המודעה אינה פעילה', en: 'The ad is inactive' },
    ),
    impressions: integer({ he: 'הצגות', en: 'Shown' }, { readOnly: true, default: 0 }),
    clicks: integer({ he: 'הקלקות', en: 'Clicks' }, { readOnly: true, default: 0 }),
  },
  list: {
    columns: ['image', 'title', 'placement', 'starts_at', 'ends_at', 'impressions', 'clicks', 'is_active'],
    sort: { field: 'id', order: 'desc' },
    search: ['title'],
    filters: ['placement', 'is_active'],
  },
  represent: 'title',
  indexes: [{ name: 'adverts_placement_idx', on: ['placement', 'is_active'] }],
  words: { he: { fields: { ctr: 'שיעור הקלקה' } }, en: { fields: { ctr: 'Click-through' } } },
  menu: { section: 'app', order: 30, icon: 'campaign' },
});
