// A tree of elements made again by a render with nothing changed in it (a list's columns, written in the list's render)
// is handed on as the tree made before, so that the memoised components below it (react-admin's table rows) skip
// their render: they redraw only where a context they read has changed.
import { isValidElement, useRef, type ReactNode } from 'react';

/** How deep props are compared: columns, their fields and the plain objects given to them (an `sx`). */
const DEPTH = 6;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const sameRecord = (a: Record<string, unknown>, b: Record<string, unknown>, depth: number): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && same(a[key], b[key], depth));
};

/**
 * The same to draw: the same value, or elements of the same type and key whose props are the same, or arrays and
 * plain objects whose items are; a function is the same only as itself.
 */
function same(a: unknown, b: unknown, depth: number): boolean {
  if (Object.is(a, b)) return true;
  if (depth === 0) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i], depth - 1));
  if (isValidElement(a))
    return (
      isValidElement(b) &&
      a.type === b.type &&
      a.key === b.key &&
      sameRecord(a.props as Record<string, unknown>, b.props as Record<string, unknown>, depth - 1)
    );
  return isPlainObject(a) && isPlainObject(b) && sameRecord(a, b, depth - 1);
}

/** `node` itself, or the node of an earlier render when the two draw the same. */
export function useSameElements<T extends ReactNode>(node: T): T {
  const kept = useRef(node);
  if (!same(kept.current, node, DEPTH)) kept.current = node;
  return kept.current;
}
