// The field kinds and entity options every definition may use: what each refuses (the one list both sides check
// with), and the words the admin's catalogue gets from them.
import { describe, expect, it } from 'vitest';
import { defineEntity } from './defineEntity';
import {
  boolean,
  enumsOf,
  files,
  images,
  integer,
  money,
  reference,
  references,
  rows,
  slug,
  tags,
  text,
  url,
} from './fields';
import { keptText, problemOf } from './limits';
import { entityMessages } from './messages';

const benefits = enumsOf(
  { he: 'הטבות', en: 'Benefits' },
  { library: { he: 'ספרייה', en: 'Library' }, events: { he: 'אירועים', en: 'Events' } },
);

describe('field kinds', () => {
  it('takes several of fixed values, each at most once in number, and refuses a value it does not know', () => {
    expect(problemOf(benefits, ['library', 'events'])).toBeUndefined();
    expect(problemOf(benefits, [])).toBeUndefined();
    expect(problemOf(benefits, ['library', 'gold'])).toMatchObject({ type: 'enum' });
    expect(problemOf(benefits, ['library', 'events', 'library'])).toMatchObject({
      type: 'too_long',
      ctx: { max_length: 2 },
    });
    expect(problemOf(benefits, 'library')).toMatchObject({ type: 'list_type' });
  });

  it('keeps money whole agorot from 0 whatever its default, and an integer within its bounds', () => {
    const price = money({ he: 'מחיר', en: 'Price' }, { required: true, default: 0 });
    expect(problemOf(price, 2990)).toBeUndefined();
    expect(problemOf(price, 29.9)).toMatchObject({ type: 'int_type' });
    expect(problemOf(price, -1)).toMatchObject({ type: 'greater_than_equal', ctx: { ge: 0 } });
    const days = integer({ he: 'ימים', en: 'Days' }, { min: 0, max: 365, default: 0 });
    expect(problemOf(days, 366)).toMatchObject({ type: 'less_than_equal', ctx: { le: 365 } });
  });
});

describe('rows of their own fields', () => {
  const items = rows(
    { he: 'מוצרים', en: 'Products' },
    {
      product_id: reference({ he: 'מוצר', en: 'Product' }, 'product', { required: true }),
      quantity: integer({ he: 'כמות', en: 'Quantity' }, { required: true, min: 1, max: 10 }),
    },
    { maxItems: 2 },
  );

  it('takes a list of rows within its length, each row checked field by field, and refuses what the server refuses', () => {
    expect(problemOf(items, [])).toBeUndefined();
    expect(problemOf(items, [{ product_id: 3, quantity: 2 }])).toBeUndefined();
    expect(problemOf(items, { product_id: 3 })).toMatchObject({ type: 'list_type' });
    expect(problemOf(items, [1, 2, 3])).toMatchObject({ type: 'too_long', ctx: { max_length: 2 } });
    expect(problemOf(items, ['row'])).toMatchObject({ type: 'model_attributes_type' });
    expect(problemOf(items, [{ product_id: 3 }])).toMatchObject({ type: 'missing' });
    expect(problemOf(items, [{ product_id: 3, quantity: 11 }])).toMatchObject({
      type: 'less_than_equal',
      ctx: { le: 10 },
    });
    expect(problemOf(items, [{ product_id: 3, quantity: 1, price: 5 }])).toMatchObject({ type: 'extra_forbidden' });
  });

  it("names a row's fields under dotted keys", () => {
    const definition = defineEntity({
      name: 'kit',
      label: { he: 'ערכה', en: 'Kit' },
      fields: { items },
      list: { columns: ['items'] },
    });
    expect(entityMessages(definition, 'en').fields).toMatchObject({
      items: 'Products',
      'items.product_id': 'Product',
      'items.quantity': 'Quantity',
    });
  });
});

describe('a text kept in capitals with a pattern', () => {
  const code = text(
    { he: 'קוד', en: 'Code' },
    {
      required: true,
      maxLength: 40,
      upperCase: true,
      pattern: { regex: /^[A-Z0-9][A-Z0-9_-]{2,39}$/, code: 'coupon_code_invalid' },
    },
  );

  it('checks the value as it is kept (trimmed, in capitals), and names a mismatch by its code', () => {
    expect(keptText(code, ' welcome10 ')).toBe('WELCOME10');
    expect(problemOf(code, ' welcome10 ')).toBeUndefined();
    expect(problemOf(code, 'ab')).toMatchObject({
      type: 'string_pattern_mismatch',
      ctx: { code: 'coupon_code_invalid' },
    });
    expect(problemOf(code, 'שלום123')).toMatchObject({ ctx: { code: 'coupon_code_invalid' } });
  });
});

describe('free words and several files', () => {
  it('takes tags of any words within their number and length (trimmed, not empty), as the server does', () => {
    const words = tags({ he: 'תגיות', en: 'Tags' }, { maxItems: 2, maxLength: 5 });
    expect(problemOf(words, ['חדש', ' קיץ '])).toBeUndefined();
    expect(problemOf(words, [])).toBeUndefined();
    expect(problemOf(words, 'חדש')).toMatchObject({ type: 'list_type' });
    expect(problemOf(words, ['a', 'b', 'c'])).toMatchObject({ type: 'too_long', ctx: { max_length: 2 } });
    expect(problemOf(words, ['  '])).toMatchObject({ type: 'string_too_short', ctx: { min_length: 1 } });
    expect(problemOf(words, ['longer'])).toMatchObject({ type: 'string_too_long', ctx: { max_length: 5 } });
    expect(problemOf(words, [3])).toMatchObject({ type: 'string_type' });
  });

  it("takes several stored files' keys in order, at most its number", () => {
    const chapters = files({ he: 'קבצים', en: 'Files' }, { maxItems: 2 });
    expect(problemOf(chapters, ['app/files/a.epub', 'app/files/b.mp3'])).toBeUndefined();
    expect(problemOf(chapters, ['a', 'b', 'c'])).toMatchObject({ type: 'too_long', ctx: { max_length: 2 } });
    expect(problemOf(chapters, [''])).toMatchObject({ type: 'string_too_short' });
  });
});

describe('a gallery of images', () => {
  const gallery = images({ he: 'תמונות', en: 'Images' }, { maxItems: 2 });

  it('takes a list of path keys within its length, none empty, as the server does', () => {
    expect(problemOf(gallery, [])).toBeUndefined();
    expect(problemOf(gallery, ['shop/a.jpg', 'shop/b.jpg'])).toBeUndefined();
    expect(problemOf(gallery, 'shop/a.jpg')).toMatchObject({ type: 'list_type' });
    expect(problemOf(gallery, ['a', 'b', 'c'])).toMatchObject({ type: 'too_long', ctx: { max_length: 2 } });
    expect(problemOf(gallery, [''])).toMatchObject({ type: 'string_too_short' });
    expect(problemOf(gallery, [3])).toMatchObject({ type: 'string_type' });
  });
});

describe('an action on a references field', () => {
  const fields = {
    name: text({ he: 'שם', en: 'Name' }),
    tags: references({ he: 'תגיות', en: 'Tags' }, 'tag'),
    is_active: boolean({ he: 'פעיל', en: 'Active' }),
  };
  const label = { he: 'שינוי', en: 'Change' };

  it('changes a references field, or writes values, one of them', () => {
    expect(() =>
      defineEntity({
        name: 'card',
        label,
        fields,
        list: { columns: ['name'] },
        actions: [{ id: 'tag', label, done: label, refs: 'tags' }],
      }),
    ).not.toThrow();
    expect(() =>
      defineEntity({
        name: 'card',
        label,
        fields,
        list: { columns: ['name'] },
        actions: [{ id: 'tag', label, done: label, refs: 'name' }],
      }),
    ).toThrow(/not a references field/);
    expect(() =>
      defineEntity({
        name: 'card',
        label,
        fields,
        list: { columns: ['name'] },
        actions: [{ id: 'tag', label, done: label, refs: 'tags', update: { is_active: true } }],
      }),
    ).toThrow(/one of them/);
  });
});

describe('a web address', () => {
  const address = url({ he: 'כתובת', en: 'Address' }, { maxLength: 40 });

  it('takes http and https addresses within its length, and refuses other schemes and what is not an address as the server does', () => {
    expect(problemOf(address, 'https://example.com/summer')).toBeUndefined();
    expect(problemOf(address, 'http://example.com')).toBeUndefined();
    expect(problemOf(address, 'javascript:alert(1)')).toMatchObject({ type: 'url_parsing' });
    expect(problemOf(address, 'ftp://example.com')).toMatchObject({ type: 'url_parsing' });
    expect(problemOf(address, 'example.com')).toMatchObject({ type: 'url_parsing' });
    expect(problemOf(address, `https://example.com/${'x'.repeat(40)}`)).toMatchObject({
      type: 'string_too_long',
      ctx: { max_length: 40 },
    });
  });
});

describe('a slug', () => {
  const address = slug({ he: 'כתובת בקישור', en: 'Web address' }, 'name');

  it('takes lower-case letters, Hebrew letters, digits and single hyphens, or nothing (made from its field), and refuses the rest', () => {
    expect(problemOf(address, 'summer-reads-2')).toBeUndefined();
    expect(problemOf(address, 'ספרי-בישול')).toBeUndefined();
    expect(problemOf(address, '')).toBeUndefined();
    expect(problemOf(address, 'Not A Slug')).toMatchObject({ type: 'slug_invalid' });
    expect(problemOf(address, 'double--hyphen')).toMatchObject({ type: 'slug_invalid' });
  });
});

describe("an entity's words", () => {
  const definition = defineEntity({
    name: 'plan',
    label: { he: 'תוכנית |||| תוכניות', en: 'Plan |||| Plans' },
    fields: {
      name: text({ he: 'שם', en: 'Name' }, { required: true }),
      benefits,
      is_active: boolean(
        { he: 'פעילה', en: 'Active' },
        {
          default: true,
          toggle: {
            on: { he: 'התוכנית פעילה', en: 'The plan is active' },
            off: { he: 'התוכנית אינה פעילה', en: 'The plan is inactive' },
          },
        },
      ),
    },
    list: {
      columns: ['name', 'is_active'],
      only: { active_only: { field: 'is_active', label: { he: 'פעילות בלבד', en: 'Active only' } } },
    },
    actions: [
      {
        id: 'activate',
        label: { he: 'הפעלה', en: 'Activate' },
        done: { he: 'הופעלה', en: 'Activated' },
        update: { is_active: true },
      },
    ],
    words: { he: { fields: { created_at: 'נוספה' } }, en: { page: { edit: '%{recordRepresentation}' } } },
  });

  it("names the values, the switch's states, the list's switches and the actions, in each language", () => {
    const he = entityMessages(definition, 'he');
    expect(he).toMatchObject({
      values: { benefits: { library: 'ספרייה', events: 'אירועים' } },
      toggle: { is_active: { on: 'התוכנית פעילה', off: 'התוכנית אינה פעילה' } },
      actions: { activate: 'הפעלה', activate_done: 'הופעלה' },
      fields: { active_only: 'פעילות בלבד', name: 'שם', created_at: 'נוספה' },
    });
    const en = entityMessages(definition, 'en');
    expect(en).toMatchObject({
      fields: { created_at: 'Added', active_only: 'Active only' },
      page: { edit: '%{recordRepresentation}' },
    });
  });
});
