// The open drafts, kept in this browser's local storage per signed-in user (`composer.drafts.<user id>`), so they
// survive navigation and reloads; every window of the app reads the same list.
import { useSyncExternalStore } from 'react';
import { storage } from '../../lib/storage';
import { newDraft, type DraftSeed, type MessageDraft } from './draft';

const KEY_PREFIX = 'composer.drafts.';
/** More than this many open drafts: the oldest is minimised when another opens (they all stay). */
export const MAX_OPEN = 3;

type Listener = () => void;
let userKey: string | null = null;
let drafts: MessageDraft[] = [];
const listeners = new Set<Listener>();

const read = (key: string): MessageDraft[] => {
  try {
    const parsed: unknown = JSON.parse(storage.get(key) ?? '[]');
    return Array.isArray(parsed)
      ? (parsed as MessageDraft[]).filter((d) => d && typeof d.id === 'string').map((d) => ({ ...newDraft(), ...d }))
      : [];
  } catch {
    return [];
  }
};

const commit = (next: MessageDraft[]) => {
  drafts = next;
  if (userKey) storage.set(userKey, JSON.stringify(next));
  listeners.forEach((listener) => listener());
};

const onStorage = (event: StorageEvent) => {
  if (userKey && event.key === userKey) {
    drafts = read(userKey);
    listeners.forEach((listener) => listener());
  }
};

export const composerStore = {
  /** Whose drafts: called once the signed-in user is known (null when signed out). */
  bindUser(userId: string | number | null) {
    const key = userId === null ? null : `${KEY_PREFIX}${userId}`;
    if (key === userKey) return;
    userKey = key;
    drafts = key ? read(key) : [];
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    if (listeners.size === 1) window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
  list: () => drafts,
  /** Whether the drafts held are this user's (another user may have signed in in this tab since). */
  isBoundTo: (userId: string | number) => userKey === `${KEY_PREFIX}${userId}`,
  /** Opens a new draft (a draft for the same inquiry is restored instead); older open ones beyond MAX_OPEN minimise. */
  open(seed: DraftSeed = {}): string {
    const existing = seed.inquiry_id ? drafts.find((d) => d.inquiry_id === seed.inquiry_id) : undefined;
    if (existing) {
      composerStore.restore(existing.id);
      return existing.id;
    }
    const draft = newDraft(seed);
    commit(limitOpen([...drafts, draft], draft.id));
    return draft.id;
  },
  update(id: string, patch: Partial<MessageDraft>) {
    commit(drafts.map((d) => (d.id === id ? { ...d, ...patch, updated_at: Date.now() } : d)));
  },
  minimize(id: string, minimized = true) {
    if (minimized) composerStore.update(id, { minimized });
    else composerStore.restore(id);
  },
  restore(id: string) {
    commit(
      limitOpen(
        drafts.map((d) => (d.id === id ? { ...d, minimized: false, updated_at: Date.now() } : d)),
        id,
      ),
    );
  },
  remove(id: string) {
    commit(drafts.filter((d) => d.id !== id));
  },
};

/** Keeps at most MAX_OPEN drafts open, minimising the ones opened longest ago (never `keep`). */
function limitOpen(list: MessageDraft[], keep: string): MessageDraft[] {
  const open = list.filter((d) => !d.minimized);
  if (open.length <= MAX_OPEN) return list;
  const close = new Set(
    open
      .filter((d) => d.id !== keep)
      .slice(0, open.length - MAX_OPEN)
      .map((d) => d.id),
  );
  return list.map((d) => (close.has(d.id) ? { ...d, minimized: true } : d));
}

export const useDrafts = (): MessageDraft[] =>
  useSyncExternalStore(composerStore.subscribe, composerStore.list, composerStore.list);

/** Opens the composer from anywhere (the app bar, a customer's page, an inquiry). */
export const openComposer = (seed?: DraftSeed): string => composerStore.open(seed);
