// One thing per database handle (a cache, a prepared statement), made on first use: tests run several databases in
// one process, and a handle that is gone takes its things with it.
import type { Db } from './client';

/** `make(db)` once per database handle; later calls answer the same thing. */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let found = made.get(db);
    if (found === undefined) {
      found = make(db);
      made.set(db, found);
    }
    return found;
  };
}
