// One-time code boxes: each box holds a single digit; a paste fills from the focused box on,
// digits only; the code is complete when every box is filled.

export const emptyCode = (length: number): string[] => Array.from({ length }, () => '');

/** Typing `text` into box `index`: its last digit stays (anything else empties the box). */
export function typeInBox(code: readonly string[], index: number, text: string): string[] {
  const digit = text.replace(/\D/g, '').slice(-1);
  return code.map((c, i) => (i === index ? digit : c));
}

/** A paste into box `index`: its digits fill that box and the ones after it; returns the code and the box to focus. */
export function pasteInto(code: readonly string[], index: number, text: string): { code: string[]; focus: number } {
  const digits = text.replace(/\D/g, '').split('');
  const next = [...code];
  let at = index;
  for (const digit of digits) {
    if (at >= next.length) break;
    next[at] = digit;
    at += 1;
  }
  return { code: next, focus: Math.min(at, next.length - 1) };
}

export const isComplete = (code: readonly string[]): boolean => code.length > 0 && code.every((c) => /^\d$/.test(c));
