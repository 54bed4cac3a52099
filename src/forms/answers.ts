// An answer as text (export cells, lists): options by their labels, Yes/No, table rows as "cell · cell; ...",
// signatures as a word. The submissions table shows signatures and tables richer; this is the plain form.
import { fieldsOf, optionValue, type FormElement } from './rules';

export function answerText(element: FormElement, value: unknown, words: { yes: string; no: string; signature: string }): string {
  if (value === undefined || value === null || value === '') return '';
  const label = (v: unknown) => {
    const option = element.options?.find((o) => String(optionValue(o)) === String(v));
    if (option && typeof option === 'object') return option.label;
    if (typeof v === 'boolean') return v ? words.yes : words.no;
    return String(v);
  };
  if (element.kind === 'signature') return words.signature;
  if (element.kind === 'upload') return (Array.isArray(value) ? value : [value]).map((key) => String(key).split('/').pop()).join(', ');
  if (element.kind === 'richtext' && typeof value === 'string') return value.replace(/<\/(p|div|li|h\d)>/gi, ' ').replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
  if (element.kind === 'array' && Array.isArray(value)) {
    return value.map((item: Record<string, unknown>) => fieldsOf(element.elements ?? []).map((child) => answerText(child, item?.[child.id], words)).filter(Boolean).join(' · ')).join('; ');
  }
  if (element.kind === 'bagelform' && value && typeof value === 'object') {
    return Object.values(value as Record<string, unknown>).map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(' · ');
  }
  if (element.kind === 'table' && Array.isArray(value)) {
    return value.map((row: Record<string, unknown>) => (element.columns ?? []).map((c) => String(row[c.fieldname] ?? '')).join(' · ')).join('; ');
  }
  if (Array.isArray(value)) return value.map(label).join(', ');
  return label(value);
}
