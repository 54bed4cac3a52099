import { describe, expect, it } from 'vitest';
import { elementDataType } from './elementDataType';
import { initialMapping, setFieldColumn, updateFieldMapping } from './mappingState';
import { normalizeSchema } from './normalizeSchema';

const fields = normalizeSchema([
  { id: 'name', label: 'Name' },
  { id: 'age', label: 'Age', element: 'number' },
  { id: 'phones', label: 'Phones', element: 'array', attrs: { schema: [{ id: 'value', label: 'Phone' }] } },
]);

describe('mapping state', () => {
  it('starts from auto-mapping with detected column types', () => {
    const mapping = initialMapping(fields, ['Name', 'Phone', 'x'], ['string', 'number', 'date']);
    expect(mapping.name).toEqual({ column: 0, defaultValue: '', dataType: 'string', transformations: [] });
    expect(mapping.age).toEqual({ column: null, defaultValue: '', dataType: 'number', transformations: [] });
    expect(mapping['phones.value'].column).toBe(1);
    expect(mapping['phones.value'].dataType).toBe('number');
  });

  it('takes the detected type of a chosen column and the element type without one', () => {
    let mapping = initialMapping(fields, ['a', 'b'], ['date', 'boolean']);
    mapping = setFieldColumn(fields, mapping, {}, 'age', 1, ['date', 'boolean']);
    expect(mapping.age).toMatchObject({ column: 1, dataType: 'boolean' });
    mapping = setFieldColumn(fields, mapping, {}, 'age', null, ['date', 'boolean']);
    expect(mapping.age).toMatchObject({ column: null, dataType: 'number' });
  });

  it('drops transformations when the column changes', () => {
    let mapping = initialMapping(fields, ['Name', 'b'], ['string', 'string']);
    mapping = updateFieldMapping(
      mapping,
      'name',
      { transformations: [{ fieldId: 'name', sourceValue: 'a', targetValue: 'b' }] },
      mapping.name,
    );
    expect(setFieldColumn(fields, mapping, {}, 'name', 0, ['string', 'string']).name.transformations).toHaveLength(1);
    expect(setFieldColumn(fields, mapping, {}, 'name', 1, ['string', 'string']).name.transformations).toHaveLength(0);
  });

  it('clears the column of fields a change disables', () => {
    let mapping = initialMapping(fields, ['Phone'], ['string']);
    expect(mapping['phones.value'].column).toBe(0);
    mapping = setFieldColumn(fields, mapping, {}, 'phones', 0, ['string']);
    expect(mapping.phones.column).toBe(0);
    expect(mapping['phones.value'].column).toBeNull();
  });

  it('maps element types to data types', () => {
    expect(elementDataType('check')).toBe('boolean');
    expect(elementDataType('date')).toBe('date');
    expect(elementDataType('select')).toBe('string');
  });
});
