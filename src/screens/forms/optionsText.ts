// A choice field's options as the builder edits them: one a line, "value|label|sub-label|image address|image
// description" with the parts after the value left out when not needed (a plain line is both value and label). A
// sub-label and an image show on radio options (SPEC section 3 'Form schema element').
import type { FormOption } from '../../forms/rules';

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

export function textToOptions(text: string): FormOption[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [value = '', label, subLabel, imgSrc, imgAlt] = line.split('|').map((p) => p.trim());
      if (label === undefined) return value;
      const option: Exclude<FormOption, string | number | boolean> = { value, label: label || value };
      if (subLabel) option.subLabel = subLabel;
      if (imgSrc) option.imgSrc = imgSrc;
      if (imgAlt) option.imgAlt = imgAlt;
      return option;
    });
}
