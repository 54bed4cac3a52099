// Every entity made by the CRUD factory: the definitions of definitions/entities (found through their index), with
// the rules of their own some keep beside them, and the entities still declared by hand on the server (one line
// each). Their routes are mounted under /api by routes/index.ts, and server/test/crud-contract.test.ts checks each of
// them the same way.
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { EntityDefinition } from '../../../definitions/entity/defineEntity';
import { namesOf } from '../../../definitions/entity/defineEntity';
import { entityDefinitions } from '../../../definitions/entities/index';
import * as definedTables from '../db/schema/defined';
import { tableOf } from '../db/schema/defined-table';
import type { CrudEntity } from '../crud/defineCrud';
import { crudFromDefinition } from '../crud/from-definition';
import notes from './notes';
import roles from './roles';
import subscriptions from './subscriptions';
import newsletterCampaigns from '../newsletter/entities/campaigns';
import newsletterSegments from '../newsletter/entities/segments';
import newsletterTemplateRules from '../newsletter/entities/templates';
import messageTemplateRules from '../messages/templates';
import advertRules from './adverts';
import bundleRules from './bundles';
import couponRules from './coupons';
import libraryCategoryRules from './library-categories';
import libraryCollectionRules from './library-collections';
import libraryItemRules from './library-items';
import pipelineRules from './pipelines';
import productRules from './products';
import promotionRules from './promotions';
import shippingOptionRules from './shipping-options';
import shopEventRules from './shop-events';
import subscriptionPaymentRules from './subscription-payments';

const handWritten: CrudEntity[] = [notes, subscriptions, newsletterSegments, newsletterCampaigns, roles];

/** What a definition's entity does beyond its definition (hooks, routes of its own), by its name. */
const bespoke: Readonly<Record<string, Partial<CrudEntity>>> = {
  shipping_option: shippingOptionRules,
  library_collection: libraryCollectionRules,
  advert: advertRules,
  library_category: libraryCategoryRules,
  library_item: libraryItemRules,
  promotion: promotionRules,
  bundle: bundleRules,
  coupon: couponRules,
  pipeline: pipelineRules,
  product: productRules,
  shop_event: shopEventRules,
  subscription_payment: subscriptionPaymentRules,
  newsletter_template: newsletterTemplateRules,
  message_template: messageTemplateRules,
};

const tablesByName = new Map<string, PgTable>(
  Object.values(definedTables).map((table) => [getTableName(table), table]),
);

/** A definition's table: the one drizzle-kit knows (schema/defined.ts), or made now (a definition added in a test). */
const tableFor = (definition: EntityDefinition): PgTable =>
  tablesByName.get(namesOf(definition).table) ?? tableOf(definition);

/** The factory's entities with these definitions. */
export function entitiesWith(definitions: readonly EntityDefinition[]): CrudEntity[] {
  const byName = new Map<string, CrudEntity>(handWritten.map((entity) => [entity.name, entity]));
  const made = definitions.map((definition) =>
    crudFromDefinition(definition, tableFor(definition), () => byName, bespoke[definition.name]),
  );
  for (const entity of made) {
    if (byName.has(entity.name)) throw new Error(`Two entities are named ${entity.name}`);
    byName.set(entity.name, entity);
  }
  return [...made, ...handWritten];
}

export const crudEntities: CrudEntity[] = entitiesWith(entityDefinitions);
