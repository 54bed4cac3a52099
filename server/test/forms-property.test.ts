// Forms: the server and the renderer agree on what is valid. Random one-step schemas (text, number, email,
// date, choices with text, number, yes/no or object options, check; required or not, bounds, a field shown only when
// an earlier one has a value) and random answers: the public submission is taken exactly when the renderer's own check
// finds nothing wrong, keeping the same answers of the same types, and a refusal names the same fields with the same
// reasons.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateSubmission,
  type Answers,
  type FormElement,
  type FormOption,
  type FormSchema,
} from '../../definitions/forms/rules';
import { backends, useTestApp } from './helpers';

const RUNS = Number(process.env.FORMS_PROPERTY_RUNS ?? 30);

const options = ['א', 'ב', 'ג'];
/** Choice options of every type a form allows: text, numbers, yes/no, label/value objects (radio ones with ids). */
const optionSets: FormOption[][] = [
  options,
  [1, 2, 10],
  [true, false],
  [
    { value: 0, label: 'אפס' },
    { id: 'yes', value: 'כן', label: 'כן', subLabel: 'בהחלט' },
  ],
];
const element = (index: number): fc.Arbitrary<FormElement> => {
  const id = `f${index}`;
  const base = { id: fc.constant(id), label: fc.constant(`שדה ${index}`), required: fc.boolean() };
  return fc.oneof(
    fc.record({
      ...base,
      kind: fc.constant('text' as const),
      max_length: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
    }),
    fc.record({
      ...base,
      kind: fc.constant('number' as const),
      min: fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined }),
      max: fc.option(fc.integer({ min: 5, max: 50 }), { nil: undefined }),
    }),
    fc.record({ ...base, kind: fc.constant('email' as const) }),
    fc.record({ ...base, kind: fc.constant('date' as const) }),
    fc.record({ ...base, kind: fc.constant('select' as const), options: fc.constantFrom(...optionSets) }),
    fc.record({ ...base, kind: fc.constant('radio' as const), options: fc.constantFrom(...optionSets) }),
    fc.record({ ...base, kind: fc.constant('check' as const), options: fc.constantFrom(...optionSets) }),
    fc.record({ ...base, kind: fc.constant('check' as const) }),
  );
};

const schema: fc.Arbitrary<FormSchema> = fc
  .integer({ min: 1, max: 4 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => element(i + 1)), fc.boolean()))
  .map((parts) => {
    const conditional = parts.pop() as boolean;
    const elements = parts as FormElement[];
    // the last field may be shown only while the first one holds 'א'
    if (conditional && elements.length > 1)
      elements[elements.length - 1] = { ...elements.at(-1)!, when: { field: 'f1', op: 'equals', value: 'א' } };
    return { steps: [{ id: 'only', title: 'שלב', elements }] };
  });

const value = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant(''),
  fc.constantFrom(
    ...options,
    'ד',
    'true',
    '10',
    'כן',
    [1, '10'],
    [false],
    ['א', 'ד'],
    'someone@example.com',
    'not-an-email',
    '2026-02-28',
    '2026-02-30',
    '12',
    '-3',
    '1e3',
    'טקסט ארוך מדי לשדה',
  ),
  fc.integer({ min: -20, max: 80 }),
  fc.boolean(),
  fc.string({ maxLength: 12 }),
);
const answers = (form: FormSchema): fc.Arbitrary<Answers> =>
  fc.tuple(...form.steps[0]!.elements.map(() => value)).map((values) => {
    const out: Answers = {};
    form.steps[0]!.elements.forEach((e, i) => {
      if (values[i] !== undefined) out[e.id] = values[i];
    });
    return out;
  });

describe.each(backends)('forms: the server and the renderer agree (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });
  let n = 0;

  it(`takes a random submission exactly when the renderer finds it valid (${RUNS} schemas)`, async () => {
    const seen = { taken: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(
        schema.chain((form) => fc.tuple(fc.constant(form), answers(form))),
        async ([form, data]) => {
          const made = await t.app.inject({
            method: 'POST',
            url: '/api/form',
            headers: auth,
            payload: { name: `prop-${Date.now().toString(36)}-${(n += 1)}`, title: 'בדיקה', schema: form } as never,
          });
          expect(made.statusCode, made.body).toBe(201);
          const { values, errors: expected } = validateSubmission(form, data);
          const sent = await t.app.inject({
            method: 'POST',
            url: `/api/form/${made.json().name}`,
            payload: { data } as never,
          });
          if (Object.keys(expected).length === 0) {
            expect(sent.statusCode, sent.body).toBe(201);
            // and they keep the same answers, of the same types (a number option's answer a number)
            expect(sent.json().data).toStrictEqual(values);
            seen.taken += 1;
          } else {
            seen.refused += 1;
            expect(sent.statusCode, sent.body).toBe(422);
            const refused = Object.fromEntries(
              sent.json().detail.map((d: { loc: string[]; ctx: { code: string } }) => [d.loc[2], d.ctx.code]),
            );
            expect(refused).toEqual(
              Object.fromEntries(Object.entries(expected).map(([field, error]) => [field, error.code])),
            );
          }
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261126) },
    );
    // both answers were tried: the generator makes valid and invalid submissions
    expect(seen.taken).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  }, 120_000);
});
