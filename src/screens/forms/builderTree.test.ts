import { describe, expect, it } from 'vitest';
import { schemaProblems, type FormSchema } from '../../forms/rules';
import { CHILD_KINDS, earlierFields, formIds, locate, newElement, replaceAt } from './builderTree';

const schema: FormSchema = {
  steps: [
    {
      id: 'one',
      title: '',
      elements: [
        { id: 'city', kind: 'text', label: 'City' },
        { id: 'names', kind: 'row', label: '', elements: [{ id: 'first', kind: 'text', label: 'First' }, { id: 'last', kind: 'text', label: 'Last' }] },
      ],
    },
    {
      id: 'two',
      title: '',
      elements: [{ id: 'guests', kind: 'array', label: 'Guests', elements: [{ id: 'name', kind: 'text', label: 'Name' }, { id: 'kid', kind: 'check', label: 'Kid' }, { id: 'city', kind: 'text', label: 'Their city' }] }],
    },
  ],
};
const ids = (list: Array<{ id: string }>) => list.map((e) => e.id);
const label = (kind: string) => `New ${kind}`;

describe('the builder tree', () => {
  it('finds a step element and a field inside a row or a group, with its place and container', () => {
    expect(locate(schema, ['city'])).toMatchObject({ element: { label: 'City' }, position: { step: 0, index: 0 } });
    expect(locate(schema, ['guests', 'kid'])).toMatchObject({ element: { label: 'Kid' }, position: { step: 1, index: 0, child: 1 }, container: { id: 'guests' } });
    expect(locate(schema, ['guests', 'nope'])).toBeUndefined();
    expect(locate(schema, null)).toBeUndefined();
  });

  it('tells two elements sharing an id apart (a key being edited) by where the selected one was', () => {
    const twice = replaceAt(schema, { step: 1, index: 0, child: 2 }, { id: 'name', kind: 'text', label: 'Being renamed' });
    expect(locate(twice, ['guests', 'name'])?.element.label).toBe('Name');
    expect(locate(twice, ['guests', 'name'], { step: 1, index: 0, child: 2 })?.element.label).toBe('Being renamed');
    // a hint gone stale (the list was reordered) gives way to the id
    expect(locate(schema, ['city'], { step: 0, index: 1 })?.position).toEqual({ step: 0, index: 0 });
  });

  it('replaces or removes an element in place', () => {
    const changed = replaceAt(schema, { step: 1, index: 0, child: 1 }, { id: 'child', kind: 'select', label: 'Child', options: ['yes', 'no'] });
    expect(ids(changed.steps[1]!.elements[0]!.elements!)).toEqual(['name', 'child', 'city']);
    expect(changed.steps[0]).toBe(schema.steps[0]);
    expect(ids(replaceAt(schema, { step: 0, index: 1 }, null).steps[0]!.elements)).toEqual(['city']);
    expect(ids(replaceAt(schema, { step: 0, index: 1, child: 0 }, null).steps[0]!.elements[1]!.elements!)).toEqual(['last']);
  });

  it("offers a condition the fields before it in its scope: the form's for a row's field, the item's for a group's", () => {
    const earlier = (path: Parameters<typeof locate>[1]) => ids(earlierFields(schema, locate(schema, path)!));
    expect(earlier(['city'])).toEqual([]);
    expect(earlier(['names'])).toEqual(['city']);
    expect(earlier(['names', 'last'])).toEqual(['city', 'first']);
    expect(earlier(['guests'])).toEqual(['city', 'first', 'last']);
    expect(earlier(['guests', 'city'])).toEqual(['name', 'kid']);
    expect(earlier(['guests', 'name'])).toEqual([]);
  });

  it('makes new elements valid as they are, ids free in their scope', () => {
    const taken = formIds(schema);
    expect([...taken]).toEqual(expect.arrayContaining(['city', 'names', 'first', 'guests', 'kid']));
    for (const kind of CHILD_KINDS) {
      const element = newElement(kind, taken, label);
      expect(taken.has(element.id)).toBe(false);
      const inGroup = replaceAt(schema, { step: 1, index: 0 }, { ...schema.steps[1]!.elements[0]!, elements: [...schema.steps[1]!.elements[0]!.elements!, element] });
      expect(schemaProblems(inGroup).filter((p) => p.code !== 'no_form')).toEqual([]);
    }
    expect(CHILD_KINDS).toEqual(expect.arrayContaining(['select', 'radio', 'table']));
    expect(CHILD_KINDS).not.toContain('row');
    const row = newElement('row', new Set(['text_1']), label);
    expect(row.elements!.map((e) => e.id)).toEqual(['text_2', 'text_3']);
  });
});
