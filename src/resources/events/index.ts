import EventOutlined from '@mui/icons-material/EventOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { defineResource } from '../defineResource';
import { lazyPart } from '../lazy';
import { boolean, choicesOf, date, datetime, id, image, integer, money, reference, richText, select, text } from '../fields';
import en from './messages.en';
import he from './messages.he';

export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
const REPEATS = ['none', 'weekly', 'monthly'] as const;
/** Colours an event may take on the calendar (none: the theme's primary colour). */
export const EVENT_COLORS = ['#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#ef6c00', '#00838f'] as const;
const COLOR_NAMES = ['blue', 'green', 'red', 'purple', 'orange', 'teal'] as const;

/**
 * The shop's events: book launches, author evenings, reading clubs (/shop/events). The list
 * is a calendar (or a table); a repeating event is one record per occurrence, each moved or cancelled on its own.
 */
export default defineResource({
  name: 'events',
  path: 'shop/events',
  menu: 'shop',
  menuOrder: 26,
  icon: EventOutlined,
  permission: 'shop_event',
  api: entityApi('/ecommerce/event', { list: { path: '/ecommerce/events', paging: 'offset' } }),
  fields: {
    id: id(),
    title: text({ required: true, maxLength: 300 }),
    status: select(choicesOf('resources.events.statuses', EVENT_STATUSES), { defaultValue: 'draft' }),
    starts_at: datetime({ required: true }),
    ends_at: datetime({ required: true }),
    all_day: boolean({ defaultValue: false }),
    repeat: select(choicesOf('resources.events.repeats', REPEATS), { defaultValue: 'none', createOnly: true, sortable: false }),
    repeat_until: date({ createOnly: true, helperText: 'resources.events.help.repeat_until' }),
    venue: text({ maxLength: 300 }),
    online_url: text({ maxLength: 2000 }),
    capacity: integer({ min: 1 }),
    tickets_sold: integer({ min: 0, defaultValue: 0 }),
    ticket_price: money({ minor: true }),
    product_id: reference('shop/products', { helperText: 'resources.events.help.product_id' }),
    description: richText(),
    image: image(),
    color: select(EVENT_COLORS.map((color, i) => ({ id: color, name: `resources.events.colors.${COLOR_NAMES[i]}` })), { sortable: false }),
    series_id: integer({ readOnly: true, noImport: true }),
    created_at: datetime({ readOnly: true }),
  },
  list: lazyWithReload(() => import('../../screens/events/EventsPage')),
  listOptions: {
    search: true,
    filters: { status: select(choicesOf('resources.events.statuses', EVENT_STATUSES)) },
    sort: { field: 'starts_at', order: 'DESC' },
    phone: { secondary: 'starts_at', tertiary: 'status' },
    toolbar: [lazyPart(() => import('../../screens/events/CalendarModeButton').then((m) => m.CalendarModeButton))],
  },
  create: {
    sections: [
      { id: 'details', fields: ['title', 'status', 'description'] },
      { id: 'when', fields: ['starts_at', 'ends_at', 'all_day', 'repeat', 'repeat_until'] },
      { id: 'where', fields: ['venue', 'online_url'] },
      { id: 'tickets', fields: ['capacity', 'tickets_sold', 'ticket_price', 'product_id'] },
      { id: 'look', fields: ['image', 'color'] },
    ],
  },
  edit: {
    sections: [
      { id: 'details', fields: ['title', 'status', 'description'] },
      { id: 'when', fields: ['starts_at', 'ends_at', 'all_day'] },
      { id: 'where', fields: ['venue', 'online_url'] },
      { id: 'tickets', fields: ['capacity', 'tickets_sold', 'ticket_price', 'product_id'] },
      { id: 'look', fields: ['image', 'color'] },
    ],
  },
  actions: [
    { id: 'publish', update: { status: 'published' }, when: (record) => record.status !== 'published' },
    { id: 'cancel', update: { status: 'cancelled' }, when: (record) => record.status !== 'cancelled' },
  ],
  recordRepresentation: 'title',
  messages: { he, en },
});
