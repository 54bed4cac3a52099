import shopEvents from '../../../definitions/entities/shop-events';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { resourceFromDefinition } from '../../engine/fromDefinition';
import { lazyPart } from '../../engine/lazy';

/**
 * The shop's events from their definition (/shop/events). The list is a calendar (or a table, the choice remembered),
 * newest first; publishing and cancelling are offered only to the events not already so.
 */
export default resourceFromDefinition(shopEvents, {
  list: lazyWithReload(() => import('../../screens/events/EventsPage')),
  listOptions: {
    perPage: undefined,
    sort: { field: 'starts_at', order: 'DESC' },
    phone: { secondary: 'starts_at', tertiary: 'status' },
    toolbar: [lazyPart(() => import('../../screens/events/CalendarModeButton').then((m) => m.CalendarModeButton))],
  },
  actions: [
    { id: 'publish', update: { status: 'published' }, when: (record) => record.status !== 'published' },
    { id: 'cancel', update: { status: 'cancelled' }, when: (record) => record.status !== 'cancelled' },
  ],
});
