// The tables of the entity definitions (definitions/entities). Written by `npm run definitions`; do not edit by hand.
import advertsDefinition from '../../../../definitions/entities/adverts';
import authorsDefinition from '../../../../definitions/entities/authors';
import bundlesDefinition from '../../../../definitions/entities/bundles';
import couponsDefinition from '../../../../definitions/entities/coupons';
import libraryCategoriesDefinition from '../../../../definitions/entities/library-categories';
import libraryCollectionsDefinition from '../../../../definitions/entities/library-collections';
import pipelinesDefinition from '../../../../definitions/entities/pipelines';
import productCategoriesDefinition from '../../../../definitions/entities/product-categories';
import promotionsDefinition from '../../../../definitions/entities/promotions';
import shippingOptionsDefinition from '../../../../definitions/entities/shipping-options';
import shopEventsDefinition from '../../../../definitions/entities/shop-events';
import subscriptionOptionsDefinition from '../../../../definitions/entities/subscription-options';
import subscriptionPaymentsDefinition from '../../../../definitions/entities/subscription-payments';
import { tableOf } from './defined-table';

export const adverts = tableOf(advertsDefinition);
export const authors = tableOf(authorsDefinition);
export const bundles = tableOf(bundlesDefinition);
export const coupons = tableOf(couponsDefinition);
export const libraryCategories = tableOf(libraryCategoriesDefinition);
export const libraryCollections = tableOf(libraryCollectionsDefinition);
export const pipelines = tableOf(pipelinesDefinition);
export const productCategories = tableOf(productCategoriesDefinition);
export const promotions = tableOf(promotionsDefinition);
export const shippingOptions = tableOf(shippingOptionsDefinition);
export const shopEvents = tableOf(shopEventsDefinition);
export const subscriptionOptions = tableOf(subscriptionOptionsDefinition);
export const subscriptionPayments = tableOf(subscriptionPaymentsDefinition);
