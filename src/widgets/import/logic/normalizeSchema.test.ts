import { describe, expect, it } from 'vitest';
import { fieldOptions, isFieldRequired, normalizeSchema } from './normalizeSchema';

describe('isFieldRequired', () => {
  it('reads the flag on the field, in attrs and in attrs.attrs', () => {
    expect(isFieldRequired({ id: 'a', required: true })).toBe(true);
    expect(isFieldRequired({ id: 'a', attrs: { required: true } })).toBe(true);
    expect(isFieldRequired({ id: 'a', attrs: { attrs: { required: true } } })).toBe(true);
    expect(isFieldRequired({ id: 'a' })).toBe(false);
    expect(isFieldRequired({ id: 'a', required: false, attrs: { attrs: {} } })).toBe(false);
  });
});

describe('fieldOptions', () => {
  it('takes options directly or via attrs.options', () => {
    expect(fieldOptions({ id: 's', options: [{ value: 'a', label: 'Alpha' }] })).toEqual([
      { value: 'a', label: 'Alpha' },
    ]);
    expect(fieldOptions({ id: 's', attrs: { options: [{ value: 1, label: 'One' }] } })).toEqual([
      { value: 1, label: 'One' },
    ]);
  });

  it('turns plain values into value/label pairs', () => {
    expect(fieldOptions({ id: 's', options: ['x', 2, true] })).toEqual([
      { value: 'x', label: 'x' },
      { value: 2, label: '2' },
      { value: true, label: 'true' },
    ]);
  });

  it('prefers the field options over attrs.options', () => {
    expect(fieldOptions({ id: 's', options: ['a'], attrs: { options: ['b'] } })).toEqual([{ value: 'a', label: 'a' }]);
  });
});

describe('normalizeSchema', () => {
  const schema = [
    { id: 'name', label: 'Name', required: true },
    {
      id: 'phones',
      label: 'Phones',
      element: 'array',
      attrs: {
        schema: [
          { id: 'value', label: 'Phone', attrs: { attrs: { required: true } } },
          { id: 'kind', label: 'Kind', options: ['home', 'work'] },
        ],
      },
    },
    { id: 'address.city', label: 'City' },
  ];

  it('flattens array children after their parent with parentId.childId paths', () => {
    const fields = normalizeSchema(schema);
    expect(fields.map((f) => f.path)).toEqual(['name', 'phones', 'phones.value', 'phones.kind', 'address.city']);
    const phones = fields[1];
    expect(phones.isArray).toBe(true);
    expect(phones.childPaths).toEqual(['phones.value', 'phones.kind']);
    expect(fields[2]).toMatchObject({ id: 'value', parentPath: 'phones', required: true, isArray: false });
    expect(fields[3].options).toEqual([
      { value: 'home', label: 'home' },
      { value: 'work', label: 'work' },
    ]);
  });

  it('falls back to the id as label and text as element type', () => {
    const [field] = normalizeSchema([{ id: 'email' }]);
    expect(field).toMatchObject({ label: 'email', element: 'text', required: false, childPaths: [] });
  });

  it('takes the element type from `type` too (the resource definitions name it so)', () => {
    const fields = normalizeSchema([
      { id: 'born', label: 'Born', type: 'date' },
      {
        id: 'emails',
        label: 'E-mails',
        type: 'array',
        attrs: { schema: [{ id: 'value', label: 'E-mail', type: 'email' }] },
      },
    ]);
    expect(fields.map((f) => [f.path, f.element, f.isArray])).toEqual([
      ['born', 'date', false],
      ['emails', 'array', true],
      ['emails.value', 'email', false],
    ]);
  });

  it('gives an array field without a schema no children', () => {
    const [field] = normalizeSchema([{ id: 'tags', element: 'array' }]);
    expect(field.isArray).toBe(true);
    expect(field.childPaths).toEqual([]);
  });
});
