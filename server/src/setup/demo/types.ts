import type { Storage } from '../../files/storage';
import type { Tx } from '../../db/client';

/** What a demo step may use beside the transaction: where files go (the media step stores pictures), the secret key. */
export interface DemoContext {
  storage: Storage;
  /** The server's SECRET_KEY (the support step seals its demo account's password with it). */
  secretKey?: string;
}

/** A one-time demo dataset step: runs once per database (recorded in seed_runs), inside a transaction. */
export interface DemoSeed {
  /** Unique and stable, e.g. 'demo:customers'. Renaming it makes it run again. */
  name: string;
  run(tx: Tx, context: DemoContext): Promise<void>;
}
