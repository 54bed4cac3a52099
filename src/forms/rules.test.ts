import { describe, expect, it } from 'vitest';
import { addRow, deleteRow, moveRow } from '../widgets/childTable/rows';
import { keepAllowed } from '../../definitions/forms/patterns';
import {
  ELEMENT_KINDS,
  schemaProblems,
  validateSubmission,
  visibility,
  type Answers,
  type FormElement,
  type FormSchema,
} from '../../definitions/forms/rules';
import { normalisePhone } from '../../definitions/entity/phone';
import {
  clampStep,
  firstStep,
  goToStep,
  nextStep,
  previousStep,
  STEP_WAIT_AFTER_NEXT_MS,
  STEP_WAIT_BETWEEN_MS,
  stepWalk,
  walkDelays,
} from './steps';

const club: FormSchema = {
  steps: [
    {
      id: 'about',
      title: 'עליך',
      elements: [
        { id: 'name', kind: 'text', label: 'שם', required: true },
        { id: 'email', kind: 'email', label: 'דוא"ל', required: true },
        { id: 'member', kind: 'radio', label: 'חבר?', options: ['yes', 'no'], required: true },
        {
          id: 'card',
          kind: 'text',
          label: 'מספר כרטיס',
          required: true,
          pattern: 'digits',
          when: { field: 'member', op: 'equals', value: 'yes' },
        },
        { id: 'card_note', kind: 'text', label: 'הערה', when: { field: 'card', op: 'filled' } },
      ],
    },
    {
      id: 'kids',
      title: 'ילדים',
      when: { field: 'member', op: 'equals', value: 'yes' },
      elements: [
        {
          id: 'kids',
          kind: 'table',
          label: 'ילדים',
          columns: [
            { fieldname: 'name', label: 'שם', fieldtype: 'text' },
            { fieldname: 'age', label: 'גיל', fieldtype: 'number' },
          ],
        },
      ],
    },
    {
      id: 'sign',
      title: 'חתימה',
      elements: [
        { id: 'agree', kind: 'check', label: 'מסכים', required: true },
        { id: 'stars', kind: 'rating', label: 'דירוג' },
      ],
    },
  ],
};

describe('form rules', () => {
  it('requires visible fields, refuses bad values and cleans good ones', () => {
    const { values, errors } = validateSubmission(club, {
      name: '  דנה ',
      email: 'not-mail',
      member: 'yes',
      card: '12a',
      agree: false,
      stars: 9,
    });
    expect(errors).toEqual({
      email: { code: 'email' },
      card: { code: 'pattern' },
      agree: { code: 'required' },
      stars: { code: 'too_big', limit: 5 },
    });
    expect(values.name).toBe('דנה');
  });

  it('neither requires nor stores a hidden field, down a chain of conditions and a hidden step', () => {
    const answers: Answers = {
      name: 'דנה',
      email: 'Dana@Example.com',
      member: 'no',
      card: '123',
      card_note: 'x',
      kids: [{ name: 'a' }],
      agree: true,
      extra: 'drop me',
    };
    const { values, errors } = validateSubmission(club, answers);
    expect(errors).toEqual({});
    expect(values).toEqual({ name: 'דנה', email: 'dana@example.com', member: 'no', agree: true });
    expect(visibility(club, answers).steps.map((s) => s.id)).toEqual(['about', 'sign']);
  });

  it('renumbers table rows and types their cells; a bad cell names its row and column', () => {
    const base = { name: 'א', email: 'a@b.co', member: 'yes', card: '7', agree: true };
    expect(validateSubmission(club, { ...base, kids: [{ idx: 5, name: ' נועה ', age: '7' }] }).values.kids).toEqual([
      { idx: 1, name: 'נועה', age: 7 },
    ]);
    expect(
      validateSubmission(club, {
        ...base,
        kids: [
          { name: 'a', age: 1 },
          { name: 'b', age: 'seven' },
        ],
      }).errors.kids,
    ).toEqual({ code: 'type', row: 2, column: 'age' });
  });

  it('stores a phone answer as the product stores a phone (E.164, an extension kept), and refuses it without the phone rule', () => {
    const form: FormSchema = {
      steps: [{ id: 's', title: 's', elements: [{ id: 'phone', kind: 'tel', label: 'Phone' }] }],
    };
    const check = (phone: string) => validateSubmission(form, { phone }, undefined, { phone: normalisePhone });
    for (const typed of ['050-1234567', '0501234567', '+972 50 123 4567', '972501234567', '+972501234567'])
      expect(check(typed)).toEqual({ values: { phone: '+972501234567' }, errors: {} });
    expect(check('03-555-1234 ext. 12').values).toEqual({ phone: '+97235551234;ext=12' });
    expect(check('+97235551234;ext=12').values).toEqual({ phone: '+97235551234;ext=12' });
    expect(validateSubmission(form, { phone: '050-1234567' }).errors).toEqual({ phone: { code: 'phone' } });
  });

  it('checks options, multiple choices, dates, phones, colours, signatures and number bounds', () => {
    const element = (e: Partial<FormElement>): FormSchema => ({
      steps: [{ id: 's', title: 's', elements: [{ id: 'f', label: 'f', kind: 'text', ...e } as FormElement] }],
    });
    const err = (e: Partial<FormElement>, f: unknown) =>
      validateSubmission(element(e), { f }, undefined, { phone: normalisePhone }).errors.f?.code;
    expect(err({ kind: 'select', options: [1, 2] }, '2')).toBeUndefined();
    expect(err({ kind: 'select', options: [{ value: 'a', label: 'A' }] }, 'b')).toBe('option');
    expect(
      validateSubmission(element({ kind: 'check', options: ['a', 'b'] }), { f: ['b', 'a', 'b'] }).values.f,
    ).toEqual(['b', 'a']);
    expect(err({ kind: 'date' }, '2026-02-30')).toBe('date');
    expect(err({ kind: 'date', min: '2026-01-01' }, '2025-12-31')).toBe('too_small');
    expect(err({ kind: 'tel' }, '050-123-4567')).toBeUndefined();
    expect(err({ kind: 'tel' }, '123')).toBe('phone');
    expect(err({ kind: 'tel' }, '050-123-45678')).toBe('phone');
    expect(err({ kind: 'color' }, 'red')).toBe('color');
    expect(err({ kind: 'signature' }, 'javascript:alert(1)')).toBe('type');
    expect(err({ kind: 'number', min: 1, max: 10 }, 11)).toBe('too_big');
    expect(err({ kind: 'number' }, '1e3')).toBe('type');
    expect(err({ kind: 'range', min: 0, max: 10 }, -1)).toBe('too_small');
    expect(err({ kind: 'text', max_length: 3 }, 'abcd')).toBe('too_long');
  });

  it('a random schema: what validation keeps validates again unchanged, and only shown fields are kept', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const samples: unknown[] = [
      '',
      ' שלום ',
      'a@b.co',
      '050-1234567',
      3,
      '4',
      -2,
      true,
      false,
      null,
      '2026-05-01',
      '#aabbcc',
      ['a'],
      [{ c: 'x' }],
      'data:image/png;base64,AAAA',
    ];
    for (let round = 0; round < 300; round += 1) {
      const elements: FormElement[] = Array.from({ length: 6 }, (_, i) => {
        const kind = pick(ELEMENT_KINDS);
        const element: FormElement = { id: `f${i}`, kind, label: `f${i}`, required: random() < 0.5 };
        if (kind === 'select' || kind === 'radio' || (kind === 'check' && random() < 0.5))
          element.options = ['a', 'b', 3];
        if (kind === 'table') element.columns = [{ fieldname: 'c', label: 'c', fieldtype: 'text' }];
        if (i > 0 && random() < 0.4)
          element.when = {
            field: `f${Math.floor(random() * i)}`,
            op: pick(['filled', 'equals', 'empty'] as const),
            value: 'a',
          };
        return element;
      });
      const schema: FormSchema = {
        steps: [
          { id: 'a', title: 'a', elements: elements.slice(0, 3) },
          { id: 'b', title: 'b', elements: elements.slice(3) },
        ],
      };
      const answers = Object.fromEntries(elements.map((e) => [e.id, pick(samples)]));
      const first = validateSubmission(schema, answers, undefined, { phone: normalisePhone });
      const shown = visibility(schema, answers).elements;
      for (const key of Object.keys(first.values)) expect(shown.has(key)).toBe(true);
      if (Object.keys(first.errors).length === 0) {
        const again = validateSubmission(schema, first.values, undefined, { phone: normalisePhone });
        expect(again.errors).toEqual({});
        expect(again.values).toEqual(first.values);
      }
    }
  });

  it('finds problems in a form definition', () => {
    const bad: FormSchema = {
      steps: [
        {
          id: 's',
          title: 's',
          elements: [
            { id: 'a', kind: 'select', label: 'A', when: { field: 'b', op: 'filled' } },
            { id: 'b', kind: 'text', label: '' },
            { id: 'b', kind: 'text', label: 'B' },
            { id: '1x', kind: 'table', label: 'T' },
          ],
        },
      ],
    };
    expect(schemaProblems(bad).map((p) => p.code)).toEqual([
      'no_options',
      'later_field',
      'no_label',
      'duplicate_id',
      'bad_id',
      'no_columns',
    ]);
    expect(schemaProblems(club)).toEqual([]);
  });
});

describe('multi-step form', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it('moves forward only from a valid step when step validation is on', () => {
    expect(nextStep(firstStep(), ids, () => false)).toEqual({ current: 0, validated: [] });
    expect(nextStep(firstStep(), ids, () => false, false)).toEqual({ current: 1, validated: ['a'] });
    expect(nextStep(firstStep(), ids, () => true)).toEqual({ current: 1, validated: ['a'] });
  });
  it('jumping forward validates every step in between and stops at the first invalid one', () => {
    expect(goToStep(firstStep(), 3, ids, (id) => id !== 'b')).toEqual({ current: 1, validated: ['a'] });
    expect(goToStep(firstStep(), 3, ids, () => true)).toEqual({ current: 3, validated: ['a', 'b', 'c'] });
  });
  it('goes back always and forward again to validated steps without checking', () => {
    const at3 = goToStep(firstStep(), 3, ids, () => true);
    const back = previousStep(at3, ids);
    expect(back.current).toBe(2);
    expect(
      goToStep(
        goToStep(at3, 0, ids, () => false),
        2,
        ids,
        () => false,
      ).current,
    ).toBe(2);
  });
  it('returns to step 1 when the steps shrink below the current one, and on reset', () => {
    expect(clampStep({ current: 3, validated: ['a'] }, ['a', 'b'])).toEqual({ current: 0, validated: ['a'] });
    expect(firstStep()).toEqual({ current: 0, validated: [] });
  });
  it('waits 400 ms after Next and passes each step between 100 ms apart; back goes at once', () => {
    expect([STEP_WAIT_AFTER_NEXT_MS, STEP_WAIT_BETWEEN_MS]).toEqual([400, 100]);
    expect(stepWalk(0, 1)).toEqual([1]);
    expect(stepWalk(0, 3)).toEqual([1, 2, 3]);
    expect(walkDelays(stepWalk(0, 3))).toEqual([400, 500, 600]);
    expect(stepWalk(3, 1)).toEqual([1]);
  });
  it('skips a step hidden by its rule, and shows it again when the rule holds', () => {
    const form: FormSchema = {
      steps: [
        { id: 'a', title: 'A', elements: [{ id: 'go', kind: 'check', label: 'Go' }] },
        {
          id: 'b',
          title: 'B',
          when: { field: 'go', op: 'equals', value: true },
          elements: [{ id: 'x', kind: 'text', label: 'X', required: true }],
        },
        { id: 'c', title: 'C', elements: [] },
      ],
    };
    expect(visibility(form, { go: false }).steps.map((s) => s.id)).toEqual(['a', 'c']);
    expect(visibility(form, { go: true }).steps.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    // no answer for a hidden step's required field is needed
    expect(validateSubmission(form, { go: false }).errors).toEqual({});
  });
});

describe('child-table rows', () => {
  const fields = [
    { fieldname: 'name', label: 'n', fieldtype: 'text' as const, default: 'x' },
    { fieldname: 'paid', label: 'p', fieldtype: 'check' as const, default: true },
  ];
  it('adds with defaults (a Check default a whole number), deletes and reorders renumbering from 1', () => {
    const two = addRow(addRow([], fields), fields);
    expect(two).toEqual([
      { idx: 1, name: 'x', paid: 1 },
      { idx: 2, name: 'x', paid: 1 },
    ]);
    const three = addRow(two, fields).map((row, i) => ({ ...row, name: `r${i}` }));
    expect(moveRow(three, 2, 0).map((r) => [r.idx, r.name])).toEqual([
      [1, 'r2'],
      [2, 'r0'],
      [3, 'r1'],
    ]);
    expect(deleteRow(three, 0).map((r) => [r.idx, r.name])).toEqual([
      [1, 'r1'],
      [2, 'r2'],
    ]);
  });
});

describe('input patterns', () => {
  it.each([
    ['digits', '12a3-', '123'],
    ['integer', '-1a2', '-12'],
    ['phone', '+972 (50) 12x', '+972 (50) 12'],
    ['money', '12.5₪', '12.5'],
    ['hex', '#ffzz00', '#ff00'],
    ['letters', 'שלום 123', 'שלום '],
    ['alphanumeric', 'ab-12', 'ab12'],
    ['lowercase', 'aBc', 'ac'],
    ['uppercase', 'aBc', 'B'],
    ['slug', 'Hello-world_1', 'ello-world1'],
  ] as const)('%s keeps only its characters', (pattern, input, output) => {
    expect(keepAllowed(input, pattern)).toBe(output);
  });
});
