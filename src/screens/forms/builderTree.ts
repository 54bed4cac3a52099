// Where an element sits in the form being built: a step's element, or a field inside one of its row containers or
// repeating groups (a row inside a repeating group too). The builder selects an element by its path of ids and edits
// it in place; these helpers find it, replace it, say which fields its condition may name and which ids are taken.
// Pure: no React.
import {
  allElements,
  ELEMENT_KINDS,
  fieldsOf,
  type ElementKind,
  type FormElement,
  type FormSchema,
} from '../../../definitions/forms/rules';

/** The ids from a step's element down to the element: [id], [container id, field id], [group id, row id, field id]. */
export type ElementPath = string[];

/** The kinds a field inside a container may be: never a repeating group; a row only inside a repeating group (rows do not nest). */
export const childKinds = (container: FormElement): ElementKind[] =>
  ELEMENT_KINDS.filter((kind) => kind !== 'array' && (kind !== 'row' || container.kind === 'array'));

/** Where an element is: its step, its index there, and its indexes inside its containers, outermost first. */
export interface Position {
  step: number;
  index: number;
  children?: number[];
}

export interface Located {
  element: FormElement;
  position: Position;
  /** The rows and repeating groups it is inside, outermost first. */
  containers: FormElement[];
  /** The innermost of them, if any. */
  container?: FormElement;
}

const at = (schema: FormSchema, position: Position): Located | undefined => {
  let element: FormElement | undefined = schema.steps[position.step]?.elements[position.index];
  const containers: FormElement[] = [];
  for (const child of position.children ?? []) {
    if (!element) return undefined;
    containers.push(element);
    element = element.elements?.[child];
  }
  return element && { element, position, containers, ...(containers.length ? { container: containers.at(-1) } : {}) };
};

/**
 * The element at `path`. While an id is being edited two elements may share it for a moment: `hint`, where the
 * element was last, decides then.
 */
export function locate(schema: FormSchema, path: ElementPath | null, hint?: Position): Located | undefined {
  if (!path?.length) return undefined;
  const hinted = hint && at(schema, hint);
  if (hinted && [...hinted.containers, hinted.element].map((e) => e.id).join('/') === path.join('/')) return hinted;
  for (const [step, { elements }] of schema.steps.entries()) {
    const index = elements.findIndex((e) => e.id === path[0]);
    if (index < 0) continue;
    const children: number[] = [];
    let list = elements[index]!.elements ?? [];
    for (const id of path.slice(1)) {
      const child = list.findIndex((e) => e.id === id);
      if (child < 0) return undefined;
      children.push(child);
      list = list[child]!.elements ?? [];
    }
    return at(schema, children.length ? { step, index, children } : { step, index });
  }
  return undefined;
}

/** The schema with the element at `position` replaced (or removed, given null). */
export function replaceAt(schema: FormSchema, position: Position, next: FormElement | null): FormSchema {
  const swap = (list: FormElement[], [index, ...inside]: number[]): FormElement[] =>
    list.flatMap((element, i) => {
      if (i !== index) return [element];
      if (inside.length) return [{ ...element, elements: swap(element.elements ?? [], inside) }];
      return next ? [next] : [];
    });
  return {
    steps: schema.steps.map((step, i) =>
      i !== position.step
        ? step
        : { ...step, elements: swap(step.elements, [position.index, ...(position.children ?? [])]) },
    ),
  };
}

/** The innermost repeating group an element is inside: its fields answer once per item, among themselves. */
const groupOf = (found: Located): FormElement | undefined =>
  [...found.containers].reverse().find((c) => c.kind === 'array');

/**
 * The fields a condition of an element may name: those before it that answer in its scope. A step's element and a
 * row's field look back over the whole form (a row looks back from its first field); a field inside a repeating
 * group (in a row of it too) looks back over its own item.
 */
export function earlierFields(schema: FormSchema, found: Located): FormElement[] {
  const group = groupOf(found);
  const scope = group ? fieldsOf(group.elements ?? []) : allElements(schema);
  const anchor = found.element.kind === 'row' ? found.element.elements?.[0]?.id : found.element.id;
  const index = scope.findIndex((e) => e.id === anchor);
  return scope.slice(0, index < 0 ? scope.length : index);
}

const idsIn = (elements: FormElement[]): string[] => elements.flatMap((e) => [e.id, ...idsIn(e.elements ?? [])]);

/** Ids a new element may not take: the form's own, at any depth. */
export const formIds = (schema: FormSchema): Set<string> => new Set(schema.steps.flatMap((s) => idsIn(s.elements)));

/**
 * Ids a new field of a container (the element found) may not take: a repeating group's fields answer in their
 * item (its ids); a row's fields in the form, or in the item of the group the row is in.
 */
export function childIdsTaken(schema: FormSchema, found: Located): Set<string> {
  if (found.element.kind === 'array') return new Set(idsIn(found.element.elements ?? []));
  const group = groupOf(found);
  return group ? new Set(idsIn(group.elements ?? [])) : formIds(schema);
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
  if (kind === 'select') element.options = ['1', '2'];
  // radio options carry ids
  if (kind === 'radio') element.options = ['1', '2'].map((value, i) => ({ id: `opt_${i + 1}`, value, label: value }));
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
