// Whether a record read again differs from the one on screen: by its last change time when both carry one, otherwise
// by the values both carry (an update's answer may hold fewer fields than a read).
import type { RaRecord } from 'react-admin';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function recordChanged(shown: RaRecord, fresh: RaRecord): boolean {
  if (shown.updated_at != null && fresh.updated_at != null) return !same(shown.updated_at, fresh.updated_at);
  return Object.keys(fresh).some((key) => key in shown && !same(shown[key], fresh[key]));
}
