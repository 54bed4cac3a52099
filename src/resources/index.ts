import type { AppResource } from '../engine/resourceTypes';
import users from './users';
import customers from './customers';
import customerImports from './customers/import/customerImports';
import notes from './notes';
import products from './products';
import bundles from './bundles';
import events from './events';
import promotions from './promotions';
import coupons from './coupons';
import orders from './orders';
import subscriptions from './subscriptions';
import subscriptionPayments from './subscriptionPayments';
import pipelines from './pipelines';
import dealList from './dealList';
import libraryItems from './libraryItems';
import libraryCategories from './libraryCategories';
import libraryCollections from './libraryCollections';
import adverts from './adverts';
import forms from './forms';
import newsletterCampaigns from './newsletter/campaigns';
import newsletterLists from './newsletter/lists';
import newsletterSegments from './newsletter/segments';
import newsletterTemplates from './newsletter/templates';
import messageTemplates from './messageTemplates';
import roles from './roles';
import { entityDefinitions } from '../../definitions/entities/index';
import { resourceFromDefinition } from '../engine/fromDefinition';
import { importHistoryOf } from '../engine/views/import/importHistory';

/** Every resource of the admin: one import and one line per resource file. */
const declared: AppResource[] = [
  users,
  customers,
  customerImports,
  notes,
  products,
  bundles,
  events,
  promotions,
  coupons,
  orders,
  subscriptions,
  subscriptionPayments,
  pipelines,
  dealList,
  libraryItems,
  libraryCategories,
  libraryCollections,
  adverts,
  forms,
  newsletterCampaigns,
  newsletterLists,
  newsletterSegments,
  newsletterTemplates,
  messageTemplates,
  roles,
];

const declaredNames = new Set(
  declared.map((r) => r.config.permission).filter((p): p is string => typeof p === 'string'),
);

/** The definitions' resources (definitions/entities), but those whose resource file above overrides pieces of them. */
const defined = entityDefinitions
  .filter((d) => !declaredNames.has(d.name))
  .map((definition) => resourceFromDefinition(definition));

/** The declared resources, and the import history of each that imports through the generic route. */
export const resources: AppResource[] = [
  ...defined,
  ...declared,
  ...[...defined, ...declared].filter((r) => r.config.import && r.api.import).map((r) => importHistoryOf(r)),
];

/** A resource by its short name (`authors`) or its route name (`shop/authors`). */
export const findResource = (name: string): AppResource | undefined =>
  resources.find((r) => r.name === name || r.routeName === name);
