// The payment provider this server uses: PayPlus when PAYMENT_PROVIDER=payplus is configured, else the sandbox.
import type { Config } from '../config';
import type { Db } from '../db/client';
import { payplusProvider } from './payplus';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox';

export const paymentProviderFor = (db: Db, config: Pick<Config, 'payplus'>): PaymentProvider =>
  config.payplus ? payplusProvider(db, config.payplus) : sandboxProvider(db);
