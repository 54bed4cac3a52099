// The factory's compiled record serializer (server/src/crud/record-serializer.ts) writes what zod's did.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileJson, listJsonSchema, recordJsonSchema } from '../src/crud/record-serializer';
import { recordSchema, toWire } from '../src/crud/records';
import { products } from '../src/db/schema/index';
import { crudEntities } from '../src/entities/registry';
import { backends, useTestApp } from './helpers';

describe.each(backends)('records on the wire (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'superuser' });

  it('answers a record, in a list and alone, as zod wrote it: dates in ISO, money exact, nulls and arrays kept', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/ecommerce/product',
      headers: auth,
      payload: {
        name: 'ספר "מיוחד"\n',
        sku: 'WIRE-1',
        price: 12345,
        sale_price: 9990,
        sale_from: '2031-06-12T10:00:00Z',
        images: ['a.jpg'],
        weight_grams: null,
      },
    });
    expect(made.statusCode).toBe(201);
    const { id } = made.json();
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    const expected = JSON.stringify(
      z.encode(recordSchema(products, 'product'), toWire(products, row as Record<string, unknown>)),
    );
    expect(made.body).toBe(expected);
    expect((await t.app.inject({ method: 'GET', url: `/api/ecommerce/product/${id}`, headers: auth })).body).toBe(
      expected,
    );
    const listed = await t.app.inject({ method: 'GET', url: `/api/ecommerce/list_products?ids=${id}`, headers: auth });
    expect(listed.body).toBe(`{"items":[${expected}],"total":1}`);
    expect(listed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(expected)).toMatchObject({
      price: 12345,
      sale_price: 9990,
      sale_from: '2031-06-12T10:00:00.000Z',
      weight_grams: null,
      images: ['a.jpg'],
    });
  });

  it('still answers errors in FastAPI shape', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/ecommerce/list_products?limit=0', headers: auth });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail[0]).toMatchObject({ loc: ['query', 'limit'] });
    const missing = await t.app.inject({ method: 'GET', url: '/api/ecommerce/product/999999', headers: auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not Found' });
  });
});

describe('record JSON schema', () => {
  const bundles = crudEntities.find((entity) => entity.name === 'bundle')!;

  it("writes derived fields as their zod types say, and a list's items and total", () => {
    const record = recordJsonSchema(bundles.table, bundles.derived!.schema);
    const value = {
      id: 3,
      name: 'מארז',
      items: [{ product_id: 1, quantity: 2 }],
      items_total: 500,
      bundle_total: 400,
      saving: 100,
      attention_product_ids: [7],
      needs_attention: true,
      extra: 'left out',
    };
    const written = JSON.parse(compileJson(listJsonSchema(record))({ items: [value], total: 1 }));
    const { extra: _, ...kept } = value;
    expect(written).toEqual({ items: [expect.objectContaining(kept)], total: 1 });
    expect(written.items[0]).not.toHaveProperty('extra');
  });
});
