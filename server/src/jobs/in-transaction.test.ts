import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { withParams } from './in-transaction';

describe('withParams', () => {
  it('turns numbered placeholders into parameters in the order the text uses them', () => {
    const query = new PgDialect().sqlToQuery(
      withParams('insert into t (a, b) values ($2, $1) returning $10', ['one', 'two', 3, 4, 5, 6, 7, 8, 9, 'ten']),
    );
    expect(query.sql).toBe('insert into t (a, b) values ($1, $2) returning $3');
    expect(query.params).toEqual(['two', 'one', 'ten']);
  });
});
