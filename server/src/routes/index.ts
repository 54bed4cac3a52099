// Every API area, mounted under /api by app.ts. One line per area file: add yours below.
// Each file default-exports a FastifyPluginAsyncZod; it is encapsulated (its hooks stay inside it).
import type { FastifyPluginAsync } from 'fastify';
import analytics from './analytics';
import auth from './auth';
import authors from './authors';
import billing from './billing';
import carts from './carts';
import emailAccounts from './email-accounts';
import emailDomain from './email-domain';
import files from './files';
import forms from './forms';
import health from './health';
import notes from './notes';
import orders from './orders';
import payment from './payment';
import libraryLinks from './library-links';
import person from './person';
import pipeline from './pipeline';
import shippingOptions from './shipping-options';
import staticFiles from './static-files';
import support from './support';
import users from './users';
import { crudEntities } from '../crud/registry';
import { crudRoutes } from '../crud/routes';

export const apiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(health);
  await api.register(auth, { prefix: '/auth' });
  await api.register(users, { prefix: '/users' });
  await api.register(shippingOptions, { prefix: '/ecommerce' });
  await api.register(carts, { prefix: '/ecommerce' });
  await api.register(orders, { prefix: '/ecommerce' });
  await api.register(analytics, { prefix: '/ecommerce/analytics' });
  await api.register(authors, { prefix: '/authors' });
  await api.register(billing, { prefix: '/subscription_payment' });
  await api.register(payment, { prefix: '/payment' });
  await api.register(person, { prefix: '/person' });
  await api.register(notes, { prefix: '/note' });
  await api.register(emailDomain, { prefix: '/email/domain' });
  await api.register(emailAccounts, { prefix: '/email/accounts' });
  await api.register(support, { prefix: '/support' });
  await api.register(pipeline, { prefix: '/pipeline' });
  await api.register(libraryLinks, { prefix: '/library' });
  await api.register(files, { prefix: '/files_v2' });
  await api.register(forms, { prefix: '/form' });
  await api.register(staticFiles, { prefix: '/static_files' });
  for (const entity of crudEntities) await api.register(crudRoutes(entity, crudEntities));
};
