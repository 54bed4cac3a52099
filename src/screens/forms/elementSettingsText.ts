// What the element settings' parts share: their labels' wording, and the patch they hand back.
import { useTranslate } from 'react-admin';
import type { FormElement } from '../../../definitions/forms/rules';

/** A part of an element's settings: the element, and how it changes some of its fields. */
export interface SettingsPartProps {
  element: FormElement;
  set(patch: Partial<FormElement>): void;
}

/** The labels of an element's settings, by their key under `forms.builder.element`. */
export function useSettingLabel() {
  const translate = useTranslate();
  return (key: string) => translate(`forms.builder.element.${key}`);
}

/** A number typed in, or nothing when the box is empty or holds no number. */
export const numberOrUndefined = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text);

/** A key as the schema takes it: lower-case letters, digits and underscores. */
export const keyOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9_]/g, '_');
