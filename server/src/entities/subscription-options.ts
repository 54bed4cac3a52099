// What the business sells as a subscription (issue 15; the subscriptions issue bills them).
import { z } from 'zod';
import { defineCrud } from '../crud/defineCrud';
import { BILLING_PERIODS, SUBSCRIPTION_BENEFITS, subscriptionOptions } from '../db/schema/index';
import { queryBool, zInt } from '../schemas/common';
import { agorot } from './rules';

const create = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(20_000).nullable().optional(),
    billing_period: z.enum(BILLING_PERIODS).optional(),
    price: agorot(),
    trial_days: zInt().min(0).max(365).optional(),
    benefits: z.array(z.enum(SUBSCRIPTION_BENEFITS)).max(10).optional(),
    is_active: z.boolean().optional(),
  })
  .strict();

export default defineCrud({
  name: 'subscription_option',
  table: subscriptionOptions,
  base: '/ecommerce/subscription_option',
  listPath: '/ecommerce/subscription_options',
  paging: 'offset',
  defaultLimit: 20,
  create,
  notes: true,
  search: ['name'],
  filters: { is_active: { schema: queryBool() }, billing_period: { schema: z.enum(BILLING_PERIODS) } },
  sample: (unique) => ({ name: `מנוי ${unique}`, price: 4900 }),
});
