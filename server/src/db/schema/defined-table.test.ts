// A definition's table: a slug's and a code's own unique indexes, a tree's foreign key to itself, a checked amount and
// an array's GIN index, named as the tables written by hand named them, so converting an entity leaves its table as
// it was (server/test/defined-entity.test.ts compares every table with the committed migrations').
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { libraryItems, productCategories, products } from './defined';

describe("a definition's table", () => {
  const config = getTableConfig(productCategories);

  it('keeps a slug unique by an index of its own, and never empty', () => {
    const index = config.indexes.find((i) => i.config.name === 'product_categories_slug_key');
    expect(index?.config.unique).toBe(true);
    expect(config.columns.find((c) => c.name === 'slug')?.notNull).toBe(true);
  });

  it("points a tree's parent at its own table and keeps a record while others sit under it", () => {
    const [parent] = config.foreignKeys;
    expect(config.foreignKeys).toHaveLength(1);
    expect(parent!.getName()).toBe('product_categories_parent_fk');
    expect(parent!.onDelete).toBe('restrict');
    expect(parent!.reference().foreignTable).toBe(productCategories);
  });

  it("keeps a code unique by an index of its own and empty when none, refuses a negative amount itself, and finds an array's ids by a GIN index", () => {
    const table = getTableConfig(products);
    for (const code of ['sku', 'isbn']) {
      expect(table.indexes.find((i) => i.config.name === `products_${code}_key`)?.config.unique).toBe(true);
      expect(table.columns.find((c) => c.name === code)?.notNull).toBe(false);
    }
    expect(table.checks.map((c) => c.name)).toEqual(['products_price_check']);
    expect(table.indexes.find((i) => i.config.name === 'products_category_ids_idx')?.config.method).toBe('gin');
    expect(table.indexes.find((i) => i.config.name === 'products_name_idx')?.config.method).toBe('btree');
    const images = table.columns.find((c) => c.name === 'images')!;
    expect([images.getSQLType(), images.notNull, images.hasDefault]).toEqual(['text[]', true, true]);
  });
});

describe("a definition's table with array indexes, a default text and a check", () => {
  const config = getTableConfig(libraryItems);

  it("indexes an array's members with GIN, other indexes as btree", () => {
    const method = (name: string) => config.indexes.find((i) => i.config.name === name)?.config.method;
    expect(method('library_items_category_ids_idx')).toBe('gin');
    expect(method('library_items_author_ids_idx')).toBe('gin');
    expect(method('library_items_status_idx')).toBe('btree');
  });

  it('keeps a text with a default never empty, free words and several files as text arrays', () => {
    const column = (name: string) => config.columns.find((c) => c.name === name)!;
    expect(column('language')).toMatchObject({ notNull: true, default: 'he' });
    expect(column('tags')).toMatchObject({ notNull: true, columnType: 'PgArray' });
    expect(column('files')).toMatchObject({ notNull: true, columnType: 'PgArray' });
  });

  it('refuses in the table itself an integer below its minimum', () => {
    expect(config.checks.map((c) => c.name)).toEqual(['library_items_pages_check']);
  });
});
