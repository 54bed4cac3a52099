// Whoever may list an entity may read the records it points at: that holds for a definition's foreign keys too,
// whose table points at a stand-in of the other table.
import { describe, expect, it } from 'vitest';
import { libraryCategories, libraryItems } from '../db/schema/index';
import { crudEntities } from '../entities/registry';
import { entitiesPointingAt } from './routes';

describe('entities pointing at a table', () => {
  it("finds a definition's foreign keys to a hand-written table by the table's name", () => {
    expect(entitiesPointingAt(libraryItems, crudEntities)).toEqual(
      expect.arrayContaining(['advert', 'library_collection']),
    );
    expect(entitiesPointingAt(libraryCategories, crudEntities)).toContain('advert');
  });
});
