import type { ComponentType } from 'react';
import type { Validator } from 'ra-core';

/** What the generic views know how to show and edit. */
export type FieldKind =
  | 'text'
  | 'email'
  | 'password'
  | 'number'
  | 'money'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'select'
  | 'reference'
  | 'array'
  | 'computed';

export interface Choice {
  id: string | number;
  /** An i18n key (or a plain value shown as is). */
  name: string;
}

/** Props given to a custom display or input component (a widget) named by a field. */
export interface FieldComponentProps {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
}

export interface FieldSpec {
  kind: FieldKind;
  required?: boolean;
  /** Shown (list, show) but never in a form, never sent, never imported: ids, timestamps. */
  readOnly?: boolean;
  /** In forms only, never displayed (passwords). */
  writeOnly?: boolean;
  /** In the create form only. */
  createOnly?: boolean;
  defaultValue?: unknown;
  /** Default true; columns sort only when the endpoint sorts or the list is paged in the browser. */
  sortable?: boolean;
  /** Left out of the import schema. */
  noImport?: boolean;
  /** Extra react-admin validators. */
  validate?: Validator[];
  /** Replace the generated display (list cell, show) with a component. */
  display?: ComponentType<FieldComponentProps>;
  /** Replace the generated input with a component (e.g. a phone or e-mail widget). */
  input?: ComponentType<FieldComponentProps>;
  // kind specific
  multiline?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean;
  currency?: string;
  /** Boolean shown as a switch in the list that saves at once. */
  toggle?: boolean;
  choices?: Choice[];
  /** Route name of the referenced resource, and the field shown for it. */
  reference?: string;
  optionText?: string;
  /** Child fields of a repeating group. */
  fields?: Record<string, FieldSpec>;
  /** Computed display value. */
  get?: (record: Record<string, unknown>) => string;
}

type Options = Omit<FieldSpec, 'kind'>;

const build =
  (kind: FieldKind, defaults: Options = {}) =>
  (options: Options = {}): FieldSpec => ({ kind, ...defaults, ...options });

/** Field builders: `fields: { name: text({ required: true }), price: money() }`. */
export const text = build('text');
export const longText = (options: Options = {}) => build('text')({ multiline: true, ...options });
export const email = build('email');
export const password = build('password', { writeOnly: true, noImport: true });
export const number = build('number');
export const integer = (options: Options = {}) => build('number')({ integer: true, step: 1, ...options });
export const money = build('money', { currency: 'ILS', min: 0 });
export const boolean = build('boolean');
export const date = build('date');
export const datetime = build('datetime');
export const id = (options: Options = {}) => build('text')({ readOnly: true, noImport: true, ...options });
export const select = (choices: Choice[], options: Options = {}): FieldSpec => ({ kind: 'select', choices, ...options });
export const reference = (target: string, options: Options = {}): FieldSpec => ({
  kind: 'reference',
  reference: target,
  optionText: 'name',
  ...options,
});
export const array = (fields: Record<string, FieldSpec>, options: Options = {}): FieldSpec => ({
  kind: 'array',
  fields,
  ...options,
});
export const computed = (get: (record: Record<string, unknown>) => string, options: Options = {}): FieldSpec => ({
  kind: 'computed',
  get,
  readOnly: true,
  noImport: true,
  sortable: false,
  ...options,
});

/** Fields a form may send. */
export const isWritable = (spec: FieldSpec): boolean => !spec.readOnly && spec.kind !== 'computed';
