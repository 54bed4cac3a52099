import type { Tx } from '../client';

/** A one-time demo dataset step: runs once per database (recorded in seed_runs), inside a transaction. */
export interface DemoSeed {
  /** Unique and stable, e.g. 'demo:customers'. Renaming it makes it run again. */
  name: string;
  run(tx: Tx): Promise<void>;
}
