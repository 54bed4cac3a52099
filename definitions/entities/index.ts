// Every entity definition of this folder. Written by `npm run definitions`; do not edit by hand.
import type { EntityDefinition } from '../entity/defineEntity';
import authors from './authors';
import libraryCollections from './library-collections';
import shippingOptions from './shipping-options';
import subscriptionOptions from './subscription-options';

export const entityDefinitions: EntityDefinition[] = [authors, libraryCollections, shippingOptions, subscriptionOptions];
