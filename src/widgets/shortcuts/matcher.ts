import type { Shortcut } from './registry';

/** The parts of a keydown the matcher reads. */
export interface KeyPress {
  key: string;
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: EventTarget | null;
}

const MODIFIERS = new Set(['Shift', 'Control', 'Meta', 'Alt', 'AltGraph', 'CapsLock']);

/** How long the second key of a sequence ('g' then 'c') may wait. */
export const SEQUENCE_TIMEOUT_MS = 1500;

/** Typing here is text, not a shortcut: inputs, text areas, selects and rich text (contenteditable). */
export function isTypingTarget(target: EventTarget | null | undefined): boolean {
  if (!target || !(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return target instanceof HTMLElement && target.isContentEditable === true;
}

/**
 * The key as the registry spells it. A letter is read from the physical key (`code`) when the layout gives
 * another character, so 'g' then 'c' also works with the Hebrew layout on (ע then ב).
 */
export function keyName(press: KeyPress): string {
  if (/^[a-z]$/i.test(press.key)) return press.key.toLowerCase();
  const letter = /^Key([A-Z])$/.exec(press.code ?? '');
  if (letter && /^\p{L}$/u.test(press.key)) return letter[1].toLowerCase();
  return press.key;
}

/**
 * Matches key presses against the shortcuts, keeping the keys of an unfinished sequence. `press` returns the
 * shortcut completed by this key, 'pending' when it starts or continues a sequence (swallow it), or null.
 */
export function createMatcher(list: readonly Shortcut[], now: () => number = Date.now) {
  let pending: string[] = [];
  let lastAt = 0;
  const press = (event: KeyPress): Shortcut | 'pending' | null => {
    if (MODIFIERS.has(event.key)) return null; // Shift on its way to '?' keeps a started sequence
    const typing = isTypingTarget(event.target);
    const key = keyName(event);
    if (event.altKey || event.ctrlKey || event.metaKey || typing) {
      pending = [];
      if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
      return list.find((s) => s.mod && s.keys[0] === key && (!typing || s.inFields)) ?? null;
    }
    const at = now();
    const typed = at - lastAt <= SEQUENCE_TIMEOUT_MS ? [...pending, key] : [key];
    lastAt = at;
    const candidates = list.filter((s) => !s.mod && typed.every((k, i) => s.keys[i] === k));
    const done = candidates.find((s) => s.keys.length === typed.length);
    pending = done ? [] : candidates.length > 0 ? typed : [];
    if (done) return done;
    if (candidates.length > 0) return 'pending';
    // not a continuation: this key may start a new sequence of its own
    return typed.length > 1 ? press(event) : null;
  };
  return { press };
}
