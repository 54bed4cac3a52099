// The demo dataset seeded on first start (SEED_DEMO=false skips it). One line per step; later issues add theirs.
import { authorsDemo } from './authors';
import { peopleDemo } from './people';
import { staffDemo } from './staff';
import { shippingOptionsDemo } from './shipping-options';
import { productCategoriesDemo } from './product-categories';
import { dealsDemo } from './deals';
import { libraryDemo } from './library';
import { mediaDemo } from './media';
import { ordersDemo } from './orders';
import { subscriptionsDemo } from './subscriptions';
import { shopDemo } from './shop';
import { eventsDemo } from './events';
import { formsDemo } from './forms';
import { cmsDemo } from './cms';
import { newsletterDemo } from './newsletter';
import { supportDemo } from './support';
import { messagesDemo } from './messages';
import type { DemoSeed } from './types';

export type { DemoContext, DemoSeed } from './types';

export const demoSeeds: DemoSeed[] = [
  shippingOptionsDemo,
  authorsDemo,
  staffDemo,
  peopleDemo,
  productCategoriesDemo,
  shopDemo,
  mediaDemo,
  dealsDemo,
  libraryDemo,
  ordersDemo,
  subscriptionsDemo,
  eventsDemo,
  formsDemo,
  cmsDemo,
  newsletterDemo,
  supportDemo,
  messagesDemo,
];
