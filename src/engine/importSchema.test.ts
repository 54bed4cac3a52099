import { describe, expect, it } from 'vitest';
import { money, references, text } from './fields';
import { importSchemaOf, shekelsToAgorot, toImportRecords } from './importSchema';

const t = (key: string) => key;

describe('import of money kept in agorot and of references by name', () => {
  it('reads shekels as written in a file exactly, to whole agorot', () => {
    expect(shekelsToAgorot('89.90')).toBe(8990);
    expect(shekelsToAgorot('₪89.90')).toBe(8990);
    expect(shekelsToAgorot('89.9 ₪')).toBe(8990);
    expect(shekelsToAgorot('89.9 ש"ח')).toBe(8990);
    expect(shekelsToAgorot('ILS 12')).toBe(1200);
    expect(shekelsToAgorot('1,234.50')).toBe(123450);
    expect(shekelsToAgorot('0.07')).toBe(7);
    expect(shekelsToAgorot('\u200f₪\u00a019.99')).toBe(1999);
    // a spreadsheet's number cell: 0.1 + 0.2 would be 30.000000000000004 agorot in float arithmetic
    expect(shekelsToAgorot(0.3)).toBe(30);
    expect(shekelsToAgorot(1.15)).toBe(115);
    expect(shekelsToAgorot(4.35)).toBe(435);
    expect(shekelsToAgorot(89.9)).toBe(8990);
    for (const bad of ['89.999', '-5', 'abc', '', '1,23.00', '12.3.4', null, undefined, Number.NaN, true])
      expect(shekelsToAgorot(bad)).toBeNull();
  });

  it('gives the wizard money in agorot as text and references as text, and converts the records it returns', () => {
    const fields = {
      name: text(),
      price: money({ minor: true, required: true }),
      rate: money(),
      category_ids: references('shop/product-categories'),
    };
    const schema = importSchemaOf('products', fields, t);
    expect(schema.find((f) => f.id === 'price')).toMatchObject({
      type: 'text',
      required: true,
      attrs: { money: 'minor' },
    });
    expect(schema.find((f) => f.id === 'rate')).toMatchObject({ type: 'number' });
    expect(schema.find((f) => f.id === 'category_ids')).toMatchObject({
      type: 'text',
      attrs: { references: 'shop/product-categories' },
    });
    const records = toImportRecords(fields, [
      { name: 'א', price: '₪89.90', rate: 1.5, category_ids: 'שירה; פרוזה' },
      { name: 'ב', price: 'חינם' },
      { name: 'ג' },
    ]);
    expect(records).toEqual([
      { name: 'א', price: 8990, rate: 1.5, category_ids: 'שירה; פרוזה' },
      { name: 'ב', price: 'חינם' },
      { name: 'ג' },
    ]);
  });
});
