// A definition's request schema for the kinds a product's fields use: a code left empty is none (its unique index
// holds many records without one), a gallery is a list of path keys the file access knows as files, and the entity
// finds a code by equality first and searches the database's search column.
import { describe, expect, it } from 'vitest';
import products from '../../../definitions/entities/products';
import { crudEntities } from '../entities/registry';
import { fieldKind } from './fields';
import { createSchemaOf } from './from-definition';

describe("a definition's request schema", () => {
  const body = createSchemaOf(products);

  it('keeps a code left empty as none, and a given one trimmed', () => {
    expect(body.parse({ name: 'ספר', price: 100, sku: '' }).sku).toBeNull();
    expect(body.parse({ name: 'ספר', price: 100, isbn: '  ' }).isbn).toBeNull();
    expect(body.parse({ name: 'ספר', price: 100, sku: ' BK-1 ' }).sku).toBe('BK-1');
  });

  it('takes a gallery as a list of path keys, never null, within its length', () => {
    expect(body.parse({ name: 'ספר', price: 100, images: ['a.jpg'] }).images).toEqual(['a.jpg']);
    expect(body.safeParse({ name: 'ספר', price: 100, images: null }).success).toBe(false);
    expect(
      body.safeParse({ name: 'ספר', price: 100, images: Array.from({ length: 51 }, (_, i) => `${i}.jpg`) }).success,
    ).toBe(false);
    expect(fieldKind(body.shape.images!)).toBe('files');
  });

  it("searches codes by equality first and the table's search column", () => {
    const product = crudEntities.find((entity) => entity.name === 'product')!;
    expect(product.codeFields).toEqual(['sku', 'isbn']);
    expect(product.searchDocument).toBe('search');
    expect(product.defaultLimit).toBe(20);
  });
});
