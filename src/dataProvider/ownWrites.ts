// This tab's own writes, so that live updates never fight a person's own save. The notification stream names the
// records anyone changed, this tab included, and may say so before or long after the write answers. A change is taken
// for someone else's only once every write of this tab has answered, and only when the version then read is none that
// this tab's writes made (their answers are the versions they made).
import { recordChanged } from './recordChange';

interface Done {
  method: string;
  path: string;
  answer: unknown;
}

/** The answers kept: enough for the writes a page makes while the news of the first is on its way. */
const KEEP = 100;
let inFlight = 0;
let waiters: Array<() => void> = [];
const endedListeners = new Set<() => void>();
const done: Done[] = [];

const trimmed = (path: string) => `/${path.split('?')[0]!.replace(/^\/+|\/+$/g, '')}`;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A write goes out: call the answer with what it answered (`{answer}`), or with nothing when it failed. */
export function beginWrite(method: string, path: string): (outcome?: { answer: unknown }) => void {
  inFlight += 1;
  let ended = false;
  return (outcome) => {
    if (ended) return;
    ended = true;
    if (outcome) {
      done.push({ method, path: trimmed(path), answer: outcome.answer });
      if (done.length > KEEP) done.shift();
    }
    inFlight -= 1;
    endedListeners.forEach((listener) => listener());
    if (inFlight > 0) return;
    const waiting = waiters;
    waiters = [];
    for (const resolve of waiting) resolve();
  };
}

/** Calls `listener` each time one of this tab's writes has ended (answered or failed); returns the unsubscribe. */
export function onWriteEnded(listener: () => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

/** Resolves once none of this tab's writes is waiting for its answer. */
export const ownWritesSettled = (): Promise<void> =>
  inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));

/** Whether `path` (a write's) is the record's own, under `recordPath` (`/person`) with its id, or a creation there. */
const writesRecord = (path: string, recordPath: string, id: unknown) => {
  const base = `${trimmed(recordPath)}/${String(id)}`;
  return path === base || path.startsWith(`${base}/`) || path === trimmed(recordPath);
};

/** Whether `fresh` (a record under `recordPath`, read again) is a version one of this tab's own writes made. */
export function isOwnVersion(recordPath: string, fresh: { id?: unknown }): boolean {
  return done.some(
    ({ path, answer }) =>
      writesRecord(path, recordPath, fresh.id) &&
      isRecord(answer) &&
      String(answer.id) === String(fresh.id) &&
      !recordChanged(answer, fresh),
  );
}

/** Whether this tab itself deleted the record `id` under `recordPath`. */
export const isOwnDeletion = (recordPath: string, id: unknown): boolean =>
  done.some(({ method, path }) => method === 'DELETE' && path === `${trimmed(recordPath)}/${String(id)}`);
