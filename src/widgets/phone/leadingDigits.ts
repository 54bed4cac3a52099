/**
 * Expands a libphonenumber "leading digits" pattern (e.g. `8001|8[024]9`, `(?:16|7[56])24`) into the plain
 * list of digit prefixes it stands for (`8001`, `809`, `829`, `849`). The metadata only uses digits, character
 * classes with ranges, non-capturing groups and alternation; any other syntax gives `undefined`, as does a
 * pattern that would expand to more than `MAX_PREFIXES` prefixes.
 */
const MAX_PREFIXES = 500;

class UnsupportedPattern extends Error {}

class Expander {
  private position = 0;

  constructor(private readonly pattern: string) {}

  expand(): string[] {
    const result = this.alternation();
    if (this.position !== this.pattern.length) throw new UnsupportedPattern();
    return result;
  }

  private peek(): string | undefined {
    return this.pattern[this.position];
  }

  private alternation(): string[] {
    const options = [...this.sequence()];
    while (this.peek() === '|') {
      this.position += 1;
      options.push(...this.sequence());
    }
    return options;
  }

  private sequence(): string[] {
    let prefixes = [''];
    for (let next = this.peek(); next !== undefined && next !== '|' && next !== ')'; next = this.peek()) {
      const atom = this.atom();
      prefixes = prefixes.flatMap((prefix) => atom.map((part) => prefix + part));
      if (prefixes.length > MAX_PREFIXES) throw new UnsupportedPattern();
    }
    return prefixes;
  }

  private atom(): string[] {
    const next = this.peek();
    if (next !== undefined && /\d/.test(next)) {
      this.position += 1;
      return [next];
    }
    if (next === '[') return this.characterClass();
    if (this.pattern.startsWith('(?:', this.position)) {
      this.position += 3;
      const inner = this.alternation();
      if (this.peek() !== ')') throw new UnsupportedPattern();
      this.position += 1;
      return inner;
    }
    throw new UnsupportedPattern();
  }

  private characterClass(): string[] {
    const end = this.pattern.indexOf(']', this.position);
    if (end < 0) throw new UnsupportedPattern();
    const body = this.pattern.slice(this.position + 1, end);
    this.position = end + 1;
    const digits: string[] = [];
    for (const [, from, to] of body.matchAll(/(\d)(?:-(\d))?/g)) {
      for (let digit = Number(from); digit <= Number(to ?? from); digit += 1) digits.push(String(digit));
    }
    if (body.replace(/\d(?:-\d)?/g, '') !== '') throw new UnsupportedPattern();
    return digits;
  }
}

export const expandLeadingDigits = (pattern: string): string[] | undefined => {
  try {
    return new Expander(pattern).expand();
  } catch (error) {
    if (error instanceof UnsupportedPattern) return undefined;
    throw error;
  }
};
