// Every entity made by the CRUD factory: one line each. Their routes are mounted under /api by routes/index.ts,
// and server/test/crud-contract.test.ts checks each of them the same way.
import type { CrudEntity } from './defineCrud';
import bundles from '../entities/bundles';
import coupons from '../entities/coupons';
import productCategories from '../entities/product-categories';
import adverts from '../entities/adverts';
import authors from '../entities/authors';
import libraryCategories from '../entities/library-categories';
import libraryCollections from '../entities/library-collections';
import libraryItems from '../entities/library-items';
import notes from '../entities/notes';
import pipelines from '../entities/pipelines';
import products from '../entities/products';
import promotions from '../entities/promotions';
import roles from '../entities/roles';
import shippingOptions from '../entities/shipping-options';
import subscriptionOptions from '../entities/subscription-options';
import subscriptionPayments from '../entities/subscription-payments';
import shopEvents from '../entities/shop-events';
import subscriptions from '../entities/subscriptions';
import newsletterCampaigns from '../newsletter/entities/campaigns';
import newsletterLists from '../newsletter/entities/lists';
import newsletterSegments from '../newsletter/entities/segments';
import newsletterTemplates from '../newsletter/entities/templates';
import messageTemplates from '../messages/templates';

export const crudEntities: CrudEntity[] = [authors, shippingOptions, notes, productCategories, products, bundles, subscriptionOptions, promotions, coupons, pipelines, libraryCategories, libraryItems, libraryCollections, adverts, subscriptions, subscriptionPayments, shopEvents, newsletterLists, newsletterSegments, newsletterTemplates, newsletterCampaigns, messageTemplates, roles];
