// A choice field's options as the builder edits them: one a line, "value|label|sub-label|image address|image
// description" with the parts after the value left out when not needed (a plain line is both value and label). A
// sub-label and an image show on radio options. The values are of one type the
// builder chooses: text, numbers, or yes/no (true and false, shown Yes/No); a radio option keeps its id across edits.
import { optionValue, type FormOption, type ObjectOption, type OptionValue } from '../../../definitions/forms/rules';

export const OPTION_VALUE_TYPES = ['text', 'number', 'boolean'] as const;
export type OptionValueType = (typeof OPTION_VALUE_TYPES)[number];

/** The type the options' values share (text when mixed or none). */
export function optionValueType(options: FormOption[] = []): OptionValueType {
  const values = options.map(optionValue);
  if (values.length && values.every((v) => typeof v === 'number')) return 'number';
  if (values.length && values.every((v) => typeof v === 'boolean')) return 'boolean';
  return 'text';
}

/** A value as typed, in the options' type; undefined when it is not one (a word among numbers). */
export function parseOptionValue(text: string, type: OptionValueType): OptionValue | undefined {
  if (type === 'number') return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
  if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  return text;
}

export function optionsToText(options: FormOption[] = []): string {
  return options
    .map((o) => {
      if (typeof o !== 'object') return String(o);
      const parts = [String(o.value), o.label, o.subLabel ?? '', o.imgSrc ?? '', o.imgAlt ?? ''];
      while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
      return parts.length === 2 && parts[0] === parts[1] ? o.label : parts.join('|');
    })
    .join('\n');
}

export interface ParsedOptions {
  options: FormOption[];
  /** The values that are not of the chosen type (left out of the options). */
  wrong: string[];
}

/**
 * The options written in `text`, their values of `type`. With `ids` (a radio field) every option is an object with an
 * id: the id of the earlier option of the same value, else a new free one, so an option keeps its id while edited.
 */
export function textToOptions(
  text: string,
  type: OptionValueType = 'text',
  previous: FormOption[] = [],
  ids = false,
): ParsedOptions {
  const wrong: string[] = [];
  const options: FormOption[] = [];
  const taken = new Set(previous.flatMap((o) => (typeof o === 'object' && o.id ? [o.id] : [])));
  const idOf = (value: OptionValue): string => {
    const earlier = previous.find(
      (o): o is ObjectOption => typeof o === 'object' && Boolean(o.id) && String(o.value) === String(value),
    );
    if (earlier?.id && !options.some((o) => typeof o === 'object' && o.id === earlier.id)) return earlier.id;
    let n = 1;
    while (taken.has(`opt_${n}`)) n += 1;
    taken.add(`opt_${n}`);
    return `opt_${n}`;
  };
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const [written = '', label, subLabel, imgSrc, imgAlt] = line.split('|').map((p) => p.trim());
    const value = parseOptionValue(written, type);
    if (value === undefined) {
      wrong.push(written);
      continue;
    }
    if (label === undefined && !ids) {
      options.push(value);
      continue;
    }
    // a yes/no option without its own label says Yes or No in the reader's language
    const option: ObjectOption = {
      ...(ids ? { id: idOf(value) } : {}),
      value,
      label: label || (typeof value === 'boolean' ? '' : written),
    };
    if (subLabel) option.subLabel = subLabel;
    if (imgSrc) option.imgSrc = imgSrc;
    if (imgAlt) option.imgAlt = imgAlt;
    options.push(option);
  }
  return { options, wrong };
}
