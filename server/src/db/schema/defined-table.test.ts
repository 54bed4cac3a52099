// A definition's table: a slug's own unique index and a tree's foreign key to itself, named as the tables written
// by hand named them, so converting an entity leaves its table as it was.
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { libraryItems, productCategories } from './defined';

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

  it("refuses in the table itself an integer below its minimum", () => {
    expect(config.checks.map((c) => c.name)).toEqual(['library_items_pages_check']);
  });
});
