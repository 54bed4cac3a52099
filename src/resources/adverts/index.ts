import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import { crud } from '../../dataProvider/endpoints';
import { defineResource } from '../defineResource';
import { boolean, choicesOf, computed, datetime, id, image, integer, reference, select, text } from '../fields';
import en from './messages.en';
import he from './messages.he';

const TARGETS = ['item', 'category', 'url'] as const;
const PLACEMENTS = ['home_top', 'between_rows', 'item_page'] as const;

/** Click-through rate: clicks out of impressions, as a percentage with one decimal. */
const ctr = (record: Record<string, unknown>) => {
  const shown = Number(record.impressions ?? 0);
  return shown > 0 ? `${((Number(record.clicks ?? 0) / shown) * 100).toFixed(1)}%` : '';
};

/** The app's adverts (SPEC section 7: /advert/get_list, POST /advert/new, GET/PUT/DELETE /advert/{id}). */
export default defineResource({
  name: 'adverts',
  path: 'app/ads',
  menu: 'app',
  menuOrder: 30,
  icon: CampaignOutlined,
  permission: 'advert',
  api: { ...crud('/advert', { list: { path: '/advert/list' }, create: '/advert/new' }), export: '/advert/export' },
  fields: {
    id: id(),
    image: image({ dirPath: 'app/ads' }),
    title: text({ required: true, maxLength: 200 }),
    target_kind: select(choicesOf('resources.adverts.targets', TARGETS), { defaultValue: 'url', required: true }),
    target_item_id: reference('app/books', { optionText: 'title' }),
    target_category_id: reference('app/categories'),
    target_url: text({ maxLength: 2000 }),
    placement: select(choicesOf('resources.adverts.placements', PLACEMENTS), { defaultValue: 'home_top', required: true }),
    starts_at: datetime(),
    ends_at: datetime(),
    is_active: boolean({ defaultValue: true, toggle: true }),
    impressions: integer({ readOnly: true }),
    clicks: integer({ readOnly: true }),
    ctr: computed(ctr),
  },
  list: ['image', 'title', 'placement', 'starts_at', 'ends_at', 'impressions', 'clicks', 'ctr', 'is_active'],
  listOptions: { search: true, filters: { placement: select(choicesOf('resources.adverts.placements', PLACEMENTS)), is_active: boolean() } },
  recordRepresentation: 'title',
  messages: { he, en },
});
