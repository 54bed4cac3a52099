// The input patterns: what a field accepts. `char` filters keystrokes and pastes (an input keeps only
// the characters that pass), `full` checks a whole value (the renderer and the server).
export const INPUT_PATTERNS = {
  digits: { char: /\d/, full: /^\d+$/ },
  integer: { char: /[-\d]/, full: /^-?\d+$/ },
  phone: { char: /[\d+\-() ]/, full: /^\+?[\d\-() ]+$/ },
  money: { char: /[\d.]/, full: /^\d+(\.\d{1,2})?$/ },
  hex: { char: /[\da-fA-F#]/, full: /^#?[\da-fA-F]+$/ },
  email: { char: /[\w.@+-]/, full: /^[\w.@+-]+$/ },
  letters: { char: /[\p{L} ]/u, full: /^[\p{L} ]+$/u },
  alphanumeric: { char: /[\p{L}\d]/u, full: /^[\p{L}\d]+$/u },
  lowercase: { char: /[^\p{Lu}]/u, full: /^[^\p{Lu}]+$/u },
  uppercase: { char: /[^\p{Ll}]/u, full: /^[^\p{Ll}]+$/u },
  slug: { char: /[a-z\d-]/, full: /^[a-z\d]+(-[a-z\d]+)*$/ },
} as const;

export type InputPattern = keyof typeof INPUT_PATTERNS;
export const PATTERN_NAMES = Object.keys(INPUT_PATTERNS) as InputPattern[];

/** The text with only the characters the pattern accepts. */
export function keepAllowed(text: string, pattern: InputPattern): string {
  const { char } = INPUT_PATTERNS[pattern];
  return Array.from(text)
    .filter((c) => char.test(c))
    .join('');
}
