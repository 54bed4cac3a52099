import { describe, expect, it } from 'vitest';
import { schemaProblems, type FormSchema } from '../../../definitions/forms/rules';
import { childIdsTaken, childKinds, earlierFields, formIds, locate, newElement, replaceAt } from './builderTree';

const schema: FormSchema = {
  steps: [
    {
      id: 'one',
      title: '',
      elements: [
        { id: 'city', kind: 'text', label: 'City' },
        {
          id: 'names',
          kind: 'row',
          label: '',
          elements: [
            { id: 'first', kind: 'text', label: 'First' },
            { id: 'last', kind: 'text', label: 'Last' },
          ],
        },
      ],
    },
    {
      id: 'two',
      title: '',
      elements: [
        {
          id: 'guests',
          kind: 'array',
          label: 'Guests',
          elements: [
            { id: 'name', kind: 'text', label: 'Name' },
            { id: 'kid', kind: 'check', label: 'Kid' },
            { id: 'city', kind: 'text', label: 'Their city' },
            {
              id: 'school',
              kind: 'row',
              label: '',
              elements: [
                { id: 'school_name', kind: 'text', label: 'School' },
                { id: 'grade', kind: 'number', label: 'Grade' },
              ],
            },
          ],
        },
      ],
    },
  ],
};
const ids = (list: Array<{ id: string }>) => list.map((e) => e.id);
const label = (kind: string) => `New ${kind}`;

describe('the builder tree', () => {
  it('finds a step element and a field inside a row or a group, with its place and container', () => {
    expect(locate(schema, ['city'])).toMatchObject({ element: { label: 'City' }, position: { step: 0, index: 0 } });
    expect(locate(schema, ['guests', 'kid'])).toMatchObject({
      element: { label: 'Kid' },
      position: { step: 1, index: 0, children: [1] },
      container: { id: 'guests' },
    });
    // a field in a row inside the group: three ids deep
    expect(locate(schema, ['guests', 'school', 'grade'])).toMatchObject({
      element: { label: 'Grade' },
      position: { step: 1, index: 0, children: [3, 1] },
      containers: [{ id: 'guests' }, { id: 'school' }],
      container: { id: 'school' },
    });
    expect(locate(schema, ['guests', 'grade'])).toBeUndefined();
    expect(locate(schema, ['guests', 'nope'])).toBeUndefined();
    expect(locate(schema, null)).toBeUndefined();
  });

  it('tells two elements sharing an id apart (a key being edited) by where the selected one was', () => {
    const twice = replaceAt(
      schema,
      { step: 1, index: 0, children: [2] },
      { id: 'name', kind: 'text', label: 'Being renamed' },
    );
    expect(locate(twice, ['guests', 'name'])?.element.label).toBe('Name');
    expect(locate(twice, ['guests', 'name'], { step: 1, index: 0, children: [2] })?.element.label).toBe(
      'Being renamed',
    );
    // a hint gone stale (the list was reordered) gives way to the id
    expect(locate(schema, ['city'], { step: 0, index: 1 })?.position).toEqual({ step: 0, index: 0 });
  });

  it('replaces or removes an element in place', () => {
    const changed = replaceAt(
      schema,
      { step: 1, index: 0, children: [1] },
      { id: 'child', kind: 'select', label: 'Child', options: ['yes', 'no'] },
    );
    expect(ids(changed.steps[1]!.elements[0]!.elements!)).toEqual(['name', 'child', 'city', 'school']);
    expect(changed.steps[0]).toBe(schema.steps[0]);
    expect(ids(replaceAt(schema, { step: 0, index: 1 }, null).steps[0]!.elements)).toEqual(['city']);
    expect(ids(replaceAt(schema, { step: 0, index: 1, children: [0] }, null).steps[0]!.elements[1]!.elements!)).toEqual(
      ['last'],
    );
    const deep = replaceAt(
      schema,
      { step: 1, index: 0, children: [3, 0] },
      { id: 'school_name', kind: 'text', label: 'School name', required: true },
    );
    expect(deep.steps[1]!.elements[0]!.elements![3]!.elements![0]).toEqual({
      id: 'school_name',
      kind: 'text',
      label: 'School name',
      required: true,
    });
    expect(
      ids(
        replaceAt(schema, { step: 1, index: 0, children: [3, 1] }, null).steps[1]!.elements[0]!.elements![3]!.elements!,
      ),
    ).toEqual(['school_name']);
  });

  it("offers a condition the fields before it in its scope: the form's for a row's field, the item's for a group's", () => {
    const earlier = (path: Parameters<typeof locate>[1]) => ids(earlierFields(schema, locate(schema, path)!));
    expect(earlier(['city'])).toEqual([]);
    expect(earlier(['names'])).toEqual(['city']);
    expect(earlier(['names', 'last'])).toEqual(['city', 'first']);
    expect(earlier(['guests'])).toEqual(['city', 'first', 'last']);
    expect(earlier(['guests', 'city'])).toEqual(['name', 'kid']);
    expect(earlier(['guests', 'name'])).toEqual([]);
    // a row inside the group and its fields look back over the item
    expect(earlier(['guests', 'school'])).toEqual(['name', 'kid', 'city']);
    expect(earlier(['guests', 'school', 'grade'])).toEqual(['name', 'kid', 'city', 'school_name']);
  });

  it('makes new elements valid as they are, ids free in their scope', () => {
    const taken = formIds(schema);
    expect([...taken]).toEqual(expect.arrayContaining(['city', 'names', 'first', 'guests', 'kid']));
    const group = schema.steps[1]!.elements[0]!;
    for (const kind of childKinds(group)) {
      const element = newElement(kind, taken, label);
      expect(taken.has(element.id)).toBe(false);
      const inGroup = replaceAt(schema, { step: 1, index: 0 }, { ...group, elements: [...group.elements!, element] });
      expect(schemaProblems(inGroup).filter((p) => p.code !== 'no_form')).toEqual([]);
    }
    // a group may hold rows; a row holds neither rows nor groups
    expect(childKinds(group)).toEqual(expect.arrayContaining(['select', 'radio', 'table', 'row']));
    expect(childKinds(group)).not.toContain('array');
    const row = schema.steps[0]!.elements[1]!;
    expect(childKinds(row)).not.toContain('row');
    expect(childKinds(row)).not.toContain('array');
    // new fields of a row take ids free in the form; of a group, or of a row inside a group, free in the item
    expect([...childIdsTaken(schema, locate(schema, ['names'])!)]).toEqual(
      expect.arrayContaining(['city', 'guests', 'school_name']),
    );
    expect([...childIdsTaken(schema, locate(schema, ['guests'])!)].sort()).toEqual([
      'city',
      'grade',
      'kid',
      'name',
      'school',
      'school_name',
    ]);
    expect([...childIdsTaken(schema, locate(schema, ['guests', 'school'])!)].sort()).toEqual([
      'city',
      'grade',
      'kid',
      'name',
      'school',
      'school_name',
    ]);
    const made = newElement('row', new Set(['text_1']), label);
    expect(made.elements!.map((e) => e.id)).toEqual(['text_2', 'text_3']);
  });
});
