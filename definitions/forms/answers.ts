// An answer as text (export cells, lists): options by their labels, Yes/No, table rows as "cell · cell; ...",
// signatures as a word, a nested form's fields by their labels. The submissions table shows signatures and tables
// richer; this is the plain form. And the export's columns: a nested form's fields each a column of their own, numbers
// kept numbers.
import {
  allElements,
  fieldsOf,
  NESTING_MAX,
  optionValue,
  type Answers,
  type FormElement,
  type FormOption,
  type FormSchema,
} from './rules';

export interface AnswerWords {
  yes: string;
  no: string;
  signature: string;
  /** How a phone answer (stored in E.164) reads; absent: as stored (an export, an e-mail to staff). */
  phone?: (value: string) => string;
}

/** What an option says: its label, Yes/No for a yes/no value without one, else its value. */
export function optionText(option: FormOption, words: { yes: string; no: string }): string {
  if (typeof option === 'object' && option.label) return option.label;
  const value = optionValue(option);
  return typeof value === 'boolean' ? (value ? words.yes : words.no) : String(value);
}

const asAnswers = (value: unknown): Answers =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Answers) : {};

/** `nested`: the schemas of the forms bagelforms nest, by name (a nested answer then reads "Label: answer · ..."). */
export function answerText(
  element: FormElement,
  value: unknown,
  words: AnswerWords,
  nested: Record<string, FormSchema> = {},
): string {
  if (value === undefined || value === null || value === '') return '';
  const label = (v: unknown) => {
    const option = element.options?.find((o) => String(optionValue(o)) === String(v));
    if (option) return optionText(option, words);
    if (typeof v === 'boolean') return v ? words.yes : words.no;
    return String(v);
  };
  if (element.kind === 'signature') return words.signature;
  if (element.kind === 'tel' && typeof value === 'string' && words.phone) return words.phone(value);
  if (element.kind === 'upload')
    return (Array.isArray(value) ? value : [value]).map((key) => String(key).split('/').pop()).join(', ');
  if (element.kind === 'richtext' && typeof value === 'string')
    return value
      .replace(/<\/(p|div|li|h\d)>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  if (element.kind === 'array' && Array.isArray(value)) {
    return value
      .map((item: unknown) =>
        fieldsOf(element.elements ?? [])
          .map((child) => answerText(child, asAnswers(item)[child.id], words, nested))
          .filter(Boolean)
          .join(' · '),
      )
      .join('; ');
  }
  if (element.kind === 'bagelform' && value && typeof value === 'object') {
    const schema = element.form ? nested[element.form] : undefined;
    if (schema) {
      return allElements(schema)
        .map((child) => [child.label, answerText(child, asAnswers(value)[child.id], words, nested)] as const)
        .filter(([, text]) => text)
        .map(([name, text]) => `${name}: ${text}`)
        .join(' · ');
    }
    return Object.values(value as Record<string, unknown>)
      .map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)))
      .join(' · ');
  }
  if (element.kind === 'table' && Array.isArray(value)) {
    return value
      .map((row: Record<string, unknown>) =>
        (element.columns ?? []).map((c) => String(row[c.fieldname] ?? '')).join(' · '),
      )
      .join('; ');
  }
  if (Array.isArray(value)) return value.map(label).join(', ');
  return label(value);
}

/** An export cell: a number stays a number (a number field, or a choice whose option is a plain number); else answerText. */
export function answerCell(
  element: FormElement,
  value: unknown,
  words: AnswerWords,
  nested: Record<string, FormSchema> = {},
): string | number {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const option = element.options?.find((o) => optionValue(o) === value);
    if (!option || typeof option !== 'object' || !option.label) return value;
  }
  return answerText(element, value, words, nested);
}

export interface AnswerColumn {
  label: string;
  cell(answers: Answers): string | number;
}

/**
 * The export's columns for a form's fields: one a field, and a nested form's fields each a column of their own
 * ("Contact › Phone"), as deep as forms nest; a nested form not found is one column of its answer as text.
 */
export function answerColumns(
  elements: FormElement[],
  words: AnswerWords,
  nested: Record<string, FormSchema> = {},
  depth = 0,
): AnswerColumn[] {
  return elements.flatMap((element): AnswerColumn[] => {
    const schema = element.kind === 'bagelform' && element.form ? nested[element.form] : undefined;
    if (!schema || depth >= NESTING_MAX)
      return [{ label: element.label, cell: (answers) => answerCell(element, answers[element.id], words, nested) }];
    return answerColumns(allElements(schema), words, nested, depth + 1).map((inner) => ({
      label: `${element.label} › ${inner.label}`,
      cell: (answers) => inner.cell(asAnswers(answers[element.id])),
    }));
  });
}
