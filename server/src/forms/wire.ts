// The wire shapes of forms and submissions ('Forms'): a form's schema is checked twice, by shape here
// and by meaning with the renderer's own rules (src/forms/rules.ts `schemaProblems`).
import { z } from 'zod';
import {
  CONDITION_OPS,
  ELEMENT_KINDS,
  schemaProblems,
  TABLE_FIELD_TYPES,
  type FormSchema,
} from '../../../definitions/forms/rules';
import { PATTERN_NAMES } from '../../../definitions/forms/patterns';
import { validationError } from '../errors';

const text = (max: number) => z.string().max(max);
const FORM_NAME_PATTERN = /^[a-z][a-z0-9-]{1,62}$/;
const scalar = z.union([z.string().max(500), z.number(), z.boolean()]);

const condition = z
  .object({ field: text(63), op: z.enum(CONDITION_OPS), value: scalar.nullable().optional() })
  .strict();
const option = z.union([
  scalar,
  z
    .object({
      id: text(63).min(1).optional(),
      value: scalar,
      label: text(500),
      subLabel: text(500).optional(),
      imgSrc: text(2000).optional(),
      imgAlt: text(500).optional(),
    })
    .strict(),
]);
type ElementWire = z.infer<typeof elementShape> & { elements?: ElementWire[] };
const elementShape = z
  .object({
    id: text(63),
    kind: z.enum(ELEMENT_KINDS),
    label: text(500),
    required: z.boolean().optional(),
    placeholder: text(500).optional(),
    help: text(2000).optional(),
    default: z.unknown().optional(),
    pattern: z.enum(PATTERN_NAMES as [string, ...string[]]).optional(),
    min: z.union([z.number(), text(10)]).optional(),
    max: z.union([z.number(), text(10)]).optional(),
    step: z.number().positive().optional(),
    max_length: z.int().min(1).max(10_000).optional(),
    options: z.array(option).max(200).optional(),
    multiple: z.boolean().optional(),
    columns: z
      .array(
        z
          .object({
            fieldname: text(63).regex(/^[a-z][a-z0-9_]*$/),
            label: text(200),
            fieldtype: z.enum(TABLE_FIELD_TYPES),
            default: z.union([scalar, z.null()]).optional(),
          })
          .strict(),
      )
      .max(20)
      .optional(),
    when: condition.optional(),
    width: z.enum(['full', 'half']).optional(),
    form: z.string().max(63).regex(FORM_NAME_PATTERN).optional(),
    accept: text(500).optional(),
  })
  .strict();
/**
 * An element; rows and arrays hold elements of their own (the meaning checks limit how they nest). Named, so the
 * OpenAPI document describes the recursion as one component that refers to itself.
 */
const element: z.ZodType<ElementWire> = z
  .lazy(() => elementShape.extend({ elements: z.array(element).max(50).optional() }).strict())
  .meta({ id: 'FormElement' });
const step = z
  .object({ id: text(63).min(1), title: text(200), when: condition.optional(), elements: z.array(element).max(200) })
  .strict();
export const formSchemaWire = z.object({ steps: z.array(step).min(1).max(20) }).strict();

export const formSettings = z
  .object({
    step_validation: z.boolean().default(true),
    success_message: text(2000).default(''),
    redirect_url: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullable()
      .default(null),
    is_open: z.boolean().default(true),
    closes_at: z.iso.datetime({ offset: true }).nullable().default(null),
    submission_limit: z.int().min(1).max(1_000_000).nullable().default(null),
    notify_emails: z.array(z.email().max(254)).max(20).default([]),
  })
  .strict();
export type FormSettings = z.output<typeof formSettings>;

export const FORM_NAME = FORM_NAME_PATTERN;
const name = z.string().trim().toLowerCase().regex(FORM_NAME, {
  message: 'Value error, a form name is 2 to 63 lowercase letters, digits and dashes, starting with a letter',
});

export const formCreate = z
  .object({
    name,
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().max(2000).optional(),
    schema: formSchemaWire.optional(),
    settings: formSettings.partial().optional(),
  })
  .strict();
export const formUpdate = formCreate.partial().strict();

export const emptySchema = (): FormSchema => ({ steps: [{ id: 'step_1', title: '', elements: [] }] });

/** The form's schema by meaning: duplicate ids, conditions on later or unknown fields, choices without options... a 422 on `schema`. */
export function assertSchemaSound(schema: FormSchema): void {
  const [problem] = schemaProblems(schema);
  if (!problem) return;
  const where = problem.element ? ` (element '${problem.element}')` : problem.step ? ` (step '${problem.step}')` : '';
  throw validationError(
    ['body', 'schema'],
    `Value error, ${problem.code.replace(/_/g, ' ')}${where}`,
    null,
    'value_error',
    problem.code,
  );
}

export const formOut = z.object({
  id: z.int(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  schema: z.unknown().describe('The form schema (definitions/forms/rules.ts FormSchema)'),
  settings: formSettings,
  version: z.int(),
  submission_count: z.int(),
  last_submission_at: z.string().nullable(),
  open: z.boolean().describe('Open now: open, not past its closing time and under its submission limit'),
  created_at: z.string(),
  updated_at: z.string(),
});

export const publicFormOut = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  schema: z.unknown(),
  version: z.int(),
  step_validation: z.boolean(),
  success_message: z.string(),
  redirect_url: z.string().nullable(),
  open: z.boolean(),
});

export const submissionOut = z.object({
  id: z.int(),
  form_id: z.int(),
  version: z.int(),
  data: z.record(z.string(), z.unknown()),
  person_id: z.int().nullable(),
  person_name: z.string().nullable(),
  user_id: z.string().nullable(),
  created_at: z.string(),
});
