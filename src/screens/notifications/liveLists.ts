// Realtime lists outside the generated resources: the screens of orders, deals, support, CMS, forms and newsletter
// keep their own queries; these are the query keys (prefixes) of their lists, by the API path the server names when
// records there change (server/src/notifications/record-changes.ts, LIVE_TABLES). Only lists: a record's own page is
// never refetched under the person's hands.
import type { QueryKey } from '@tanstack/react-query';
import { isUnder } from '../../dataProvider/queryKeys';
import { cmsKeys } from '../cms/keys';
import { dealKeys } from '../deals/keys';
import { newsletterKeys } from '../newsletter/keys';
import { orderKeys } from '../orders/keys';
import { supportKeys } from '../support/keys';

const LIVE_LISTS: Readonly<Record<string, readonly QueryKey[]>> = {
  '/ecommerce/order': [orderKeys.of('customer'), orderKeys.of('customer-figures'), orderKeys.of('counts')],
  '/pipeline/items': [dealKeys.of('person')],
  '/support': [supportKeys.list()],
  '/cms/pages': [cmsKeys.of('pages')],
  '/cms/comments': [cmsKeys.of('comments')],
  '/form/submissions': [['form-submissions']],
  '/newsletter/contacts': [newsletterKeys.of('contacts')],
  '/newsletter/lists': [newsletterKeys.of('lists')],
};

/** The query-key prefixes of the bespoke lists showing records under `paths`. */
export const liveListKeys = (paths: readonly string[]): QueryKey[] =>
  paths.flatMap((path) => (Object.hasOwn(LIVE_LISTS, path) ? LIVE_LISTS[path] : []));

/** Whether a query is one of the bespoke live lists (its key starts with one of their prefixes). */
export const isLiveListKey = (key: QueryKey): boolean =>
  Object.values(LIVE_LISTS).some((prefixes) => prefixes.some((prefix) => isUnder(key, prefix)));
