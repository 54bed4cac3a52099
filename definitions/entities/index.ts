// Every entity definition of this folder. Written by `npm run definitions`; do not edit by hand.
import type { EntityDefinition } from '../entity/defineEntity';
import adverts from './adverts';
import authors from './authors';
import bundles from './bundles';
import coupons from './coupons';
import libraryCategories from './library-categories';
import libraryCollections from './library-collections';
import libraryItems from './library-items';
import messageTemplates from './message-templates';
import newsletterLists from './newsletter-lists';
import newsletterTemplates from './newsletter-templates';
import pipelines from './pipelines';
import productCategories from './product-categories';
import products from './products';
import promotions from './promotions';
import shippingOptions from './shipping-options';
import shopEvents from './shop-events';
import subscriptionOptions from './subscription-options';
import subscriptionPayments from './subscription-payments';

export const entityDefinitions: EntityDefinition[] = [adverts, authors, bundles, coupons, libraryCategories, libraryCollections, libraryItems, messageTemplates, newsletterLists, newsletterTemplates, pipelines, productCategories, products, promotions, shippingOptions, shopEvents, subscriptionOptions, subscriptionPayments];
