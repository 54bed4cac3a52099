import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toValidationItem } from './pydantic';
import { queryBool, queryInt, zInt } from './schemas/common';

function itemsFor(schema: z.ZodType, input: unknown, where = 'body') {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation error');
  return result.error.issues.map((issue) => toValidationItem(issue, where, input));
}

describe('zod issues as pydantic v2 validation items', () => {
  it('names the request part first in loc (body, query, path, header)', () => {
    const schema = z.object({ a: z.string() });
    expect(itemsFor(schema, {}, 'body')[0]!.loc).toEqual(['body', 'a']);
    expect(itemsFor(schema, {}, 'querystring')[0]!.loc).toEqual(['query', 'a']);
    expect(itemsFor(schema, {}, 'params')[0]!.loc).toEqual(['path', 'a']);
    expect(itemsFor(schema, {}, 'headers')[0]!.loc).toEqual(['header', 'a']);
  });

  const cases: Array<[z.ZodType, unknown, string, string]> = [
    [z.object({ a: z.string() }), { a: 1 }, 'string_type', 'Input should be a valid string'],
    [z.object({ a: z.string().min(3) }), { a: 'x' }, 'string_too_short', 'String should have at least 3 characters'],
    [z.object({ a: z.string().max(1) }), { a: 'xy' }, 'string_too_long', 'String should have at most 1 character'],
    [z.object({ a: zInt() }), { a: [] }, 'int_type', 'Input should be a valid integer'],
    [
      z.object({ a: zInt() }),
      { a: 'x' },
      'int_parsing',
      'Input should be a valid integer, unable to parse string as an integer',
    ],
    [
      z.object({ a: queryInt() }),
      { a: 'x' },
      'int_parsing',
      'Input should be a valid integer, unable to parse string as an integer',
    ],
    [
      z.object({ a: zInt() }),
      { a: 1.5 },
      'int_from_float',
      'Input should be a valid integer, got a number with a fractional part',
    ],
    [
      z.object({ a: z.number() }),
      { a: 'x' },
      'float_parsing',
      'Input should be a valid number, unable to parse string as a number',
    ],
    [z.object({ a: z.number() }), { a: [] }, 'float_type', 'Input should be a valid number'],
    [
      z.object({ a: queryBool() }),
      { a: 'maybe' },
      'bool_parsing',
      'Input should be a valid boolean, unable to interpret input',
    ],
    [z.object({ a: z.boolean() }), { a: null }, 'bool_type', 'Input should be a valid boolean'],
    [
      z.object({ a: z.iso.datetime() }),
      { a: '2024-13-45' },
      'datetime_from_date_parsing',
      'Input should be a valid datetime or date, invalid character',
    ],
    [
      z.object({ a: z.date() }),
      { a: 'x' },
      'datetime_from_date_parsing',
      'Input should be a valid datetime or date, invalid character',
    ],
    [z.object({ a: z.enum(['red', 'green', 'blue']) }), { a: 'x' }, 'enum', "Input should be 'red', 'green' or 'blue'"],
    [z.object({ a: z.literal('bearer') }), { a: 'x' }, 'literal_error', "Input should be 'bearer'"],
    [z.object({ a: z.number().gt(0) }), { a: 0 }, 'greater_than', 'Input should be greater than 0'],
    [z.object({ a: z.number().max(5) }), { a: 9 }, 'less_than_equal', 'Input should be less than or equal to 5'],
    [z.object({ a: z.array(z.string()) }), { a: 'x' }, 'list_type', 'Input should be a valid list'],
    [z.object({ a: z.uuid() }), { a: 'x' }, 'uuid_parsing', 'Input should be a valid UUID, invalid character'],
    [
      z.object({ a: z.string().refine(() => false, 'Looks wrong') }),
      { a: 'x' },
      'value_error',
      'Value error, Looks wrong',
    ],
  ];
  it.each(cases.map(([schema, input, type, msg]) => ({ schema, input, type, msg })))(
    '$type: $msg',
    ({ schema, input, type, msg }) => {
      const [item] = itemsFor(schema, input);
      expect(item).toMatchObject({ type, msg, loc: ['body', 'a'], input: (input as { a: unknown }).a });
    },
  );

  it('reports a missing field with the enclosing object as input', () => {
    expect(itemsFor(z.object({ a: z.string() }), { b: 1 })).toEqual([
      { type: 'missing', loc: ['body', 'a'], msg: 'Field required', input: { b: 1 } },
    ]);
  });

  it('reports extra keys of strict objects as extra_forbidden at the key', () => {
    expect(itemsFor(z.strictObject({ a: z.string() }), { a: 'x', b: 2 })).toEqual([
      { type: 'extra_forbidden', loc: ['body', 'b'], msg: 'Extra inputs are not permitted', input: 2 },
    ]);
  });

  it('reports invalid e-mail addresses as value_error', () => {
    const [item] = itemsFor(z.object({ email: z.email() }), { email: 'no-at-sign' });
    expect(item).toMatchObject({ type: 'value_error', loc: ['body', 'email'], input: 'no-at-sign' });
    expect(item!.msg).toMatch(/^value is not a valid email address/);
  });

  it('carries the code a rule names its reason with (params.code) as ctx.code', () => {
    const schema = z.object({
      a: z.string().refine(() => false, { message: 'Looks wrong', params: { code: 'looks_wrong' } }),
    });
    expect(itemsFor(schema, { a: 'x' })).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'a'],
        msg: 'Value error, Looks wrong',
        input: 'x',
        ctx: { code: 'looks_wrong' },
      },
    ]);
  });

  it('follows nested paths and array indexes', () => {
    const schema = z.object({ rows: z.array(z.object({ qty: zInt() })) });
    expect(itemsFor(schema, { rows: [{ qty: 1 }, { qty: 2.5 }] })[0]).toMatchObject({
      loc: ['body', 'rows', 1, 'qty'],
      input: 2.5,
      type: 'int_from_float',
    });
  });
});
