// Whether a record read again differs from the one on screen: by its last change time when both carry one, otherwise
// by the values both carry (an update's answer may hold fewer fields than a read).
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `shown` and `fresh`: any record, a generated resource's or a bespoke page's (an order, an inquiry). */
export function recordChanged(shownRecord: object, freshRecord: object): boolean {
  const shown = shownRecord as Record<string, unknown>;
  const fresh = freshRecord as Record<string, unknown>;
  if (shown.updated_at != null && fresh.updated_at != null) return !same(shown.updated_at, fresh.updated_at);
  return Object.keys(fresh).some((key) => key in shown && !same(shown[key], fresh[key]));
}
