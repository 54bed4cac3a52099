// A value of a record's history as a person reads it: by the field's kind where the resource declares it.
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import type { FieldSpec } from '../../fields';

const LONGEST = 120;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const shorten = (text: string) => (text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text);
/** Rich text as its words: the tags go, the text stays. */
const plain = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

export interface ValueWords {
  empty: string;
  yes: string;
  no: string;
  locale: string;
  /** A choice's label (select fields). */
  choice: (spec: FieldSpec, value: unknown) => string | undefined;
}

export function formatHistoryValue(value: unknown, spec: FieldSpec | undefined, words: ValueWords): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length))
    return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (spec?.kind === 'money' && typeof value === 'number')
    return formatMoney(spec.minor ? value / 100 : value, spec.currency, words.locale);
  if (spec?.kind === 'date') return formatDate(value);
  if (spec?.kind === 'select') return words.choice(spec, value) ?? String(value);
  if (spec?.kind === 'richText' && typeof value === 'string') return shorten(plain(value));
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatDateTime(value) : shorten(value);
  if (Array.isArray(value))
    return shorten(value.map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))).join(', '));
  if (typeof value === 'object') return shorten(JSON.stringify(value));
  return String(value);
}
