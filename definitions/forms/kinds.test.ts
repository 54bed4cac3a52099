// The rules of the richer kinds: uploads, rich text, arrays, bagelforms and row containers, as the
// renderer and the server both apply them (src/forms/rules.ts).
import { describe, expect, it } from 'vitest';
import { normalisePhone } from '../entity/phone';
import { answerCell, answerColumns, answerText } from './answers';
import {
  allElements,
  errorLeaves,
  gatherLeaves,
  hasKind,
  initialAnswers,
  isBlankHtml,
  nestedFormNames,
  schemaOf,
  schemaProblems,
  uploadFolder,
  validateSubmission,
  visibility,
  type FormElement,
  type FormSchema,
} from './rules';

const words = { yes: 'Yes', no: 'No', signature: 'Signature' };
const one = (...elements: FormElement[]): FormSchema => schemaOf(elements);

describe('upload', () => {
  const single: FormElement = { id: 'cv', kind: 'upload', label: 'CV', required: true };
  const many: FormElement = { id: 'photos', kind: 'upload', label: 'Photos', multiple: true };
  const folder = uploadFolder(7);

  it('takes one key in single mode and a list in multiple mode, only from the form folder when given', () => {
    expect(initialAnswers(one(single, many))).toEqual({ cv: null, photos: [] });
    expect(validateSubmission(one(single), {}).errors).toEqual({ cv: { code: 'required' } });
    expect(
      validateSubmission(one(single), { cv: 'forms/7/a.pdf' }, undefined, { uploadFolder: folder }).values,
    ).toEqual({ cv: 'forms/7/a.pdf' });
    for (const bad of ['forms/8/a.pdf', 'forms/7/x/a.pdf', 'forms/7/../a.pdf', 'forms/7/', 42, ['forms/7/a.pdf']]) {
      expect(validateSubmission(one(single), { cv: bad }, undefined, { uploadFolder: folder }).errors.cv?.code).toBe(
        'file',
      );
    }
    expect(
      validateSubmission(one(many), { photos: ['forms/7/a.png', 'forms/7/a.png', 'forms/7/b.png'] }, undefined, {
        uploadFolder: folder,
      }).values,
    ).toEqual({ photos: ['forms/7/a.png', 'forms/7/b.png'] });
    expect(validateSubmission(one(many), { photos: 'forms/7/a.png' }).errors.photos?.code).toBe('type');
    expect(
      validateSubmission(one(many), { photos: Array.from({ length: 21 }, (_, i) => `forms/7/${i}.png`) }).errors.photos,
    ).toEqual({ code: 'too_many', limit: 20 });
    expect(answerText(many, ['forms/7/abc-a.png', 'forms/7/b.png'], words)).toBe('abc-a.png, b.png');
  });
});

describe('rich text', () => {
  const story: FormElement = { id: 'story', kind: 'richtext', label: 'Story', required: true };
  it('counts an editor with no words and no picture as empty, and cleans with the given cleaner', () => {
    expect(isBlankHtml('<p></p><p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p><img src="x"></p>')).toBe(false);
    expect(validateSubmission(one(story), { story: '<p> </p>' }).errors).toEqual({ story: { code: 'required' } });
    expect(
      validateSubmission(one(story), { story: '<p>hi</p>' }, undefined, { cleanHtml: (html) => html.toUpperCase() })
        .values,
    ).toEqual({ story: '<P>HI</P>' });
    expect(validateSubmission(one(story), { story: 'x'.repeat(50_001) }).errors.story?.code).toBe('too_long');
    expect(answerText(story, '<p>שלום <b>עולם</b></p><p>שני</p>', words)).toBe('שלום עולם שני');
  });
});

describe('array (a repeating group)', () => {
  const guests: FormElement = {
    id: 'guests',
    kind: 'array',
    label: 'Guests',
    min: 1,
    max: 2,
    elements: [
      { id: 'name', kind: 'text', label: 'Name', required: true },
      { id: 'kid', kind: 'check', label: 'Kid' },
      { id: 'age', kind: 'number', label: 'Age', required: true, when: { field: 'kid', op: 'equals', value: true } },
    ],
  };
  it('checks every item as a form of its own: children required only when there are items, hidden ones dropped', () => {
    expect(validateSubmission(one(guests), { guests: [] }).errors).toEqual({});
    expect(validateSubmission(one(guests), { guests: [{ name: 'a', kid: false, age: 3 }] }).values).toEqual({
      guests: [{ name: 'a', kid: false }],
    });
    expect(
      validateSubmission(one(guests), { guests: [{ name: 'a' }, { name: 'b', kid: true }] }).errors.guests,
    ).toEqual({ code: 'required', row: 2, column: 'age', items: { 2: { age: { code: 'required' } } } });
    expect(validateSubmission(one(guests), { guests: [{}, {}, {}] }).errors.guests).toEqual({
      code: 'too_many',
      limit: 2,
    });
    expect(validateSubmission(one({ ...guests, required: true }), { guests: [] }).errors.guests?.code).toBe('required');
    expect(validateSubmission(one(guests), { guests: [null] }).errors.guests).toEqual({ code: 'type', row: 1 });
    expect(answerText(guests, [{ name: 'a', kid: true, age: 4 }], words)).toBe('a · Yes · 4');
  });
  it("keeps every wrong field of every item, and spreads them one per field and gathers them back (the server's 422)", () => {
    const error = validateSubmission(one(guests), { guests: [{ kid: true }, { name: 'b', kid: true, age: 'x' }] })
      .errors.guests!;
    expect(error).toEqual({
      code: 'required',
      row: 1,
      column: 'name',
      items: { 1: { name: { code: 'required' }, age: { code: 'required' } }, 2: { age: { code: 'type' } } },
    });
    const leaves = errorLeaves(error, ['guests']);
    expect(leaves).toEqual([
      { path: ['guests', 0, 'name'], error: { code: 'required' } },
      { path: ['guests', 0, 'age'], error: { code: 'required' } },
      { path: ['guests', 1, 'age'], error: { code: 'type' } },
    ]);
    expect(gatherLeaves(errorLeaves(error))).toEqual(error);
    // an error of the group itself stays as it is; so does a table cell's
    expect(errorLeaves({ code: 'too_many', limit: 2 })).toEqual([{ path: [], error: { code: 'too_many', limit: 2 } }]);
    expect(gatherLeaves([{ path: [], error: { code: 'too_many', limit: 2 } }])).toEqual({ code: 'too_many', limit: 2 });
    expect(gatherLeaves([{ path: [], error: { code: 'type', row: 2, column: 'age' } }])).toEqual({
      code: 'type',
      row: 2,
      column: 'age',
    });
    expect(gatherLeaves([])).toBeUndefined();
  });
  it('scopes conditions and ids to the item', () => {
    expect(schemaProblems(one(guests))).toEqual([]);
    expect(schemaProblems(one({ ...guests, elements: [] }))).toEqual([{ code: 'no_fields', element: 'guests' }]);
    const outer: FormElement = { id: 'name', kind: 'text', label: 'Outer name' };
    expect(schemaProblems(one(outer, guests))).toEqual([]);
  });
});

describe('bagelform (a nested form by name)', () => {
  const contact = one({ id: 'phone', kind: 'tel', label: 'Phone', required: true });
  const form = one(
    { id: 'emergency', kind: 'bagelform', label: 'Emergency contact', form: 'contact' },
    {
      id: 'files',
      kind: 'array',
      label: 'More',
      elements: [{ id: 'inner', kind: 'bagelform', label: 'In', form: 'other' }],
    },
  );
  it('names its forms, and checks the nested answers with the nested schema', () => {
    expect(nestedFormNames(form)).toEqual(['contact', 'other']);
    expect(
      validateSubmission(form, { emergency: {} }, undefined, { nested: { contact }, phone: normalisePhone }).values,
    ).toEqual({});
    expect(
      validateSubmission(form, { emergency: { phone: 'x' } }, undefined, { nested: { contact }, phone: normalisePhone })
        .errors.emergency,
    ).toEqual({ code: 'phone', column: 'phone', fields: { phone: { code: 'phone' } } });
    expect(
      validateSubmission(form, { emergency: { phone: '0501234567', stray: 1 } }, undefined, {
        nested: { contact },
        phone: normalisePhone,
      }).values,
    ).toEqual({ emergency: { phone: '+972501234567' } });
    expect(validateSubmission(form, { emergency: { phone: '0501234567' } }).errors.emergency?.code).toBe('no_form');
    expect(
      validateSubmission(form, { emergency: 'x' }, undefined, { nested: { contact }, phone: normalisePhone }).errors
        .emergency?.code,
    ).toBe('type');
    expect(hasKind(form, 'tel', { contact })).toBe(true);
    expect(hasKind(form, 'upload', { contact })).toBe(false);
  });
  it('stops a form that nests itself at the nesting limit', () => {
    const loop = one(
      { id: 'again', kind: 'bagelform', label: 'Again', form: 'loop' },
      { id: 'a', kind: 'text', label: 'A', required: true },
    );
    const deep = { again: { again: { again: { again: {} } } } };
    expect(validateSubmission(loop, { a: 'x', ...deep }, undefined, { nested: { loop } }).errors.again).toBeDefined();
  });
});

describe("a nested form's answer, however deep: its 422 path, its text and its export columns", () => {
  const address = one(
    { id: 'street', kind: 'text', label: 'Street', required: true },
    { id: 'floor', kind: 'number', label: 'Floor', min: 0 },
  );
  const contact = one(
    { id: 'phone', kind: 'tel', label: 'Phone', required: true },
    { id: 'home', kind: 'bagelform', label: 'Home', form: 'address' },
    {
      id: 'kids',
      kind: 'array',
      label: 'Kids',
      elements: [{ id: 'name', kind: 'text', label: 'Name', required: true }],
    },
  );
  const form = one(
    { id: 'size', kind: 'select', label: 'Size', options: [1, 2, { value: 3, label: 'Three' }] },
    { id: 'emergency', kind: 'bagelform', label: 'Contact', form: 'contact' },
  );
  const nested = { contact, address };

  it('names every wrong field by its path inside, and reads the pieces back as the same error', () => {
    const error = validateSubmission(
      form,
      { emergency: { phone: 'x', home: { floor: -1 }, kids: [{ name: 'a' }, {}] } },
      undefined,
      { nested },
    ).errors.emergency!;
    const leaves = errorLeaves(error, ['emergency']);
    expect(leaves.map((leaf) => [leaf.path, leaf.error.code])).toEqual([
      [['emergency', 'phone'], 'phone'],
      [['emergency', 'home', 'street'], 'required'],
      [['emergency', 'home', 'floor'], 'too_small'],
      [['emergency', 'kids', 1, 'name'], 'required'],
    ]);
    expect(gatherLeaves(errorLeaves(error))).toEqual(error);
    expect(error.fields?.home?.fields?.floor).toEqual({ code: 'too_small', limit: 0 });
  });

  it('reads as its fields by their labels, and exports a column for each nested field with numbers kept numbers', () => {
    const answers = {
      size: 3,
      emergency: {
        phone: '0501234567',
        home: { street: 'Herzl', floor: 2 },
        kids: [{ name: 'Dana' }, { name: 'Omer' }],
      },
    };
    expect(answerText(form.steps[0]!.elements[1]!, answers.emergency, words, nested)).toBe(
      'Phone: 0501234567 · Home: Street: Herzl · Floor: 2 · Kids: Dana; Omer',
    );
    const columns = answerColumns(allElements(form), words, nested);
    expect(columns.map((c) => c.label)).toEqual([
      'Size',
      'Contact › Phone',
      'Contact › Home › Street',
      'Contact › Home › Floor',
      'Contact › Kids',
    ]);
    expect(columns.map((c) => c.cell(answers))).toEqual(['Three', '0501234567', 'Herzl', 2, 'Dana; Omer']);
    expect(columns.map((c) => c.cell({ size: 2 }))).toEqual([2, '', '', '', '']);
    // without the nested schema the answer is one column of text
    expect(answerColumns(allElements(form), words).map((c) => c.label)).toEqual(['Size', 'Contact']);
    expect(answerCell({ id: 'ok', kind: 'radio', label: 'OK', options: [true, false] }, false, words)).toBe('No');
  });
});

describe('typed option values', () => {
  const rating: FormElement = {
    id: 'stars',
    kind: 'radio',
    label: 'Stars',
    options: [
      { id: 'one', value: 1, label: 'One' },
      { id: 'two', value: 2, label: 'Two' },
    ],
  };
  const agree: FormElement = { id: 'agree', kind: 'select', label: 'Agree', options: [true, false] };
  const days: FormElement = { id: 'days', kind: 'check', label: 'Days', options: [1, 3, 5] };
  it('stores an answer as its option: a number stays a number, a boolean a boolean, whether sent typed or as text', () => {
    const form = one(rating, agree, days);
    expect(validateSubmission(form, { stars: '2', agree: 'false', days: ['5', 1] }).values).toEqual({
      stars: 2,
      agree: false,
      days: [5, 1],
    });
    expect(validateSubmission(form, { stars: 2, agree: true, days: [3] }).values).toEqual({
      stars: 2,
      agree: true,
      days: [3],
    });
    expect(validateSubmission(form, { stars: 4, agree: 'maybe', days: [2] }).errors).toEqual({
      stars: { code: 'option' },
      agree: { code: 'option' },
      days: { code: 'option' },
    });
    expect(answerText(agree, false, words)).toBe('No');
    expect(answerText(days, [1, 5], words)).toBe('1, 5');
  });
  it("counts a yes/no choice's No as an answer for 'is filled' and 'is empty', an unticked lone box as none", () => {
    const box: FormElement = { id: 'box', kind: 'check', label: 'Box' };
    const shownFor = (field: FormElement, value: unknown, op: 'filled' | 'empty') =>
      visibility(one(field, { id: 'then', kind: 'text', label: 'Then', when: { field: field.id, op } }), {
        [field.id]: value,
      }).elements.has('then');
    expect(shownFor(agree, false, 'filled')).toBe(true);
    expect(shownFor(agree, false, 'empty')).toBe(false);
    expect(shownFor(agree, undefined, 'empty')).toBe(true);
    expect(shownFor(box, false, 'filled')).toBe(false);
    expect(shownFor(box, false, 'empty')).toBe(true);
    expect(shownFor(box, true, 'filled')).toBe(true);
  });
  it('refuses options the page cannot tell apart: one value twice (3 and "3") or one id twice', () => {
    expect(schemaProblems(one(rating, agree, days))).toEqual([]);
    expect(schemaProblems(one({ ...days, options: [3, '3'] }))).toEqual([
      { code: 'duplicate_option', element: 'days' },
    ]);
    expect(
      schemaProblems(
        one({
          ...rating,
          options: [
            { id: 'a', value: 1, label: 'x' },
            { id: 'a', value: 2, label: 'y' },
          ],
        }),
      ),
    ).toEqual([{ code: 'duplicate_option', element: 'stars' }]);
  });
});

describe('row container', () => {
  const row: FormElement = {
    id: 'row_1',
    kind: 'row',
    label: '',
    when: { field: 'member', op: 'equals', value: true },
    elements: [
      { id: 'first', kind: 'text', label: 'First', required: true },
      { id: 'last', kind: 'text', label: 'Last', when: { field: 'first', op: 'filled' } },
    ],
  };
  const form = one({ id: 'member', kind: 'check', label: 'Member' }, row, {
    id: 'after',
    kind: 'text',
    label: 'After',
    when: { field: 'last', op: 'filled' },
  });
  it('only lays out: its fields answer on their own and hide with it', () => {
    expect(allElements(form).map((e) => e.id)).toEqual(['member', 'first', 'last', 'after']);
    expect([...visibility(form, { member: false }).elements]).toEqual(['member']);
    expect([...visibility(form, { member: true, first: 'a', last: 'b' }).elements]).toEqual([
      'member',
      'row_1',
      'first',
      'last',
      'after',
    ]);
    expect(validateSubmission(form, { member: true }).errors).toEqual({ first: { code: 'required' } });
    expect(validateSubmission(form, { member: false, first: 'x' }).values).toEqual({ member: false });
    expect(schemaProblems(form)).toEqual([]);
    expect(
      schemaProblems(one({ ...row, when: undefined, elements: [{ ...row, id: 'row_2', when: undefined }] })).map(
        (p) => p.code,
      ),
    ).toContain('nested_row');
  });
  it('lays out fields inside a repeating group too: they answer in their item, conditions in the item', () => {
    const group: FormElement = {
      id: 'people',
      kind: 'array',
      label: 'People',
      elements: [{ id: 'member', kind: 'check', label: 'Member' }, row],
    };
    const form = one(group);
    expect(schemaProblems(form)).toEqual([]);
    expect(initialAnswers(schemaOf(group.elements!))).toEqual({ member: false, first: '', last: '' });
    const checked = validateSubmission(form, {
      people: [{ member: true, first: ' Dana ', last: 'Levi' }, { member: false, first: 'dropped' }, { member: true }],
    });
    expect(checked.errors.people).toEqual({
      code: 'required',
      row: 3,
      column: 'first',
      items: { 3: { first: { code: 'required' } } },
    });
    expect(
      validateSubmission(form, {
        people: [
          { member: true, first: ' Dana ', last: 'Levi' },
          { member: false, first: 'dropped' },
        ],
      }).values,
    ).toEqual({ people: [{ member: true, first: 'Dana', last: 'Levi' }, { member: false }] });
    expect(answerText(group, [{ member: true, first: 'Dana', last: 'Levi' }], words)).toBe('Yes · Dana · Levi');
    // rows still do not nest, in a group neither
    expect(
      schemaProblems(
        one({
          ...group,
          elements: [{ ...row, when: undefined, elements: [{ ...row, id: 'row_2', when: undefined }] }],
        }),
      ).map((p) => p.code),
    ).toContain('nested_row');
  });
});
