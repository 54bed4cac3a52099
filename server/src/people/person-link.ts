// What an area that links records to a person does when two people merge or one is deleted (people/links.ts lists them).
import type { Db } from '../db/client';

export interface PersonLink {
  name: string;
  /** Merge: everything of `fromId` now belongs to `toId` (runs inside the merge transaction). */
  move(tx: Db, fromId: number, toId: number): Promise<void>;
  /** Delete: the people `ids` are about to be deleted (same transaction). */
  remove(tx: Db, ids: number[]): Promise<void>;
}
