// Where an element sits in the form being built: a step's element, or a field inside one of its row containers or
// repeating groups. The builder selects an element by its path ([id] or [container id, field id]) and edits it in
// place; these helpers find it, replace it, say which fields its condition may name and which ids are taken.
// Pure: no React.
import { allElements, ELEMENT_KINDS, fieldsOf, type ElementKind, type FormElement, type FormSchema } from '../../forms/rules';

/** [element id] for a step's element, [container id, field id] for a field inside a row or a repeating group. */
export type ElementPath = [string] | [string, string];

/** The kinds a field inside a row or a repeating group may be: any but another container or group. */
export const CHILD_KINDS: ElementKind[] = ELEMENT_KINDS.filter((kind) => kind !== 'row' && kind !== 'array');

/** Where an element is: its step, its index there, and its index inside its container for a field inside one. */
export interface Position {
  step: number;
  index: number;
  child?: number;
}

export interface Located {
  element: FormElement;
  position: Position;
  /** The row or repeating group it is inside, if any. */
  container?: FormElement;
}

const at = (schema: FormSchema, position: Position): Located | undefined => {
  const top = schema.steps[position.step]?.elements[position.index];
  if (!top || position.child === undefined) return top && { element: top, position };
  const child = top.elements?.[position.child];
  return child && { element: child, position, container: top };
};

/**
 * The element at `path`. While an id is being edited two elements may share it for a moment: `hint`, where the
 * element was last, decides then.
 */
export function locate(schema: FormSchema, path: ElementPath | null, hint?: Position): Located | undefined {
  if (!path) return undefined;
  const hinted = hint && at(schema, hint);
  if (hinted && hinted.element.id === path[path.length - 1] && (path.length === 1 ? hint.child === undefined : hinted.container?.id === path[0])) return hinted;
  for (const [step, { elements }] of schema.steps.entries()) {
    const index = elements.findIndex((e) => e.id === path[0]);
    if (index < 0) continue;
    if (path.length === 1) return at(schema, { step, index });
    const child = elements[index]!.elements?.findIndex((e) => e.id === path[1]) ?? -1;
    return child < 0 ? undefined : at(schema, { step, index, child });
  }
  return undefined;
}

/** The schema with the element at `position` replaced (or removed, given null). */
export function replaceAt(schema: FormSchema, position: Position, next: FormElement | null): FormSchema {
  const swap = (list: FormElement[], index: number, make: (e: FormElement) => FormElement | null) =>
    list.flatMap((e, i) => {
      if (i !== index) return [e];
      const made = make(e);
      return made ? [made] : [];
    });
  return {
    steps: schema.steps.map((step, i) =>
      i !== position.step
        ? step
        : { ...step, elements: swap(step.elements, position.index, (top) => (position.child === undefined ? next : { ...top, elements: swap(top.elements ?? [], position.child, () => next) })) },
    ),
  };
}

/**
 * The fields a condition of an element may name: those before it that answer in its scope. A step's
 * element and a row's field look back over the whole form (a row looks back from its first field); a repeating
 * group's field looks back over its own item.
 */
export function earlierFields(schema: FormSchema, found: Located): FormElement[] {
  if (found.container?.kind === 'array') {
    const item = fieldsOf(found.container.elements ?? []);
    return item.slice(0, item.findIndex((e) => e.id === found.element.id));
  }
  const anchor = found.element.kind === 'row' ? found.element.elements?.[0]?.id : found.element.id;
  const all = allElements(schema);
  const at = all.findIndex((e) => e.id === anchor);
  return all.slice(0, at < 0 ? all.length : at);
}

/** Ids a new element may not take: the form's own (step elements, rows and their fields, groups' fields). */
export function formIds(schema: FormSchema): Set<string> {
  return new Set(schema.steps.flatMap((s) => s.elements.flatMap((e) => [e.id, ...(e.elements ?? []).map((c) => c.id)])));
}

/** `${kind}_n`, the first n from `from` not taken. */
export function freeId(kind: string, taken: Set<string>, from = 1): string {
  let n = from;
  while (taken.has(`${kind}_${n}`)) n += 1;
  return `${kind}_${n}`;
}

/**
 * A new element of a kind, set up enough to be valid: choices get two options, a table a column, a group a field,
 * a row two fields. `label(kind)` names a new field of a kind.
 */
export function newElement(kind: ElementKind, taken: Set<string>, label: (kind: ElementKind) => string): FormElement {
  const used = new Set(taken);
  const id = freeId(kind, used);
  used.add(id);
  const element: FormElement = { id, kind, label: label(kind) };
  if (kind === 'select' || kind === 'radio') element.options = ['1', '2'];
  if (kind === 'table') element.columns = [{ fieldname: 'name', label: '', fieldtype: 'text' }];
  if (kind === 'array') element.elements = [{ id: 'name', kind: 'text', label: label('text') }];
  if (kind === 'row') {
    element.label = '';
    element.elements = [0, 1].map(() => {
      const child = freeId('text', used);
      used.add(child);
      return { id: child, kind: 'text' as const, label: label('text') };
    });
  }
  return element;
}
