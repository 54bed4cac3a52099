/** Words of a name: split on spaces, underscores, hyphens, dots and camel-case humps. */
export function nameWords(name: string): string[] {
  return name
    .trim()
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[\s_.-]+/u)
    .filter(Boolean);
}

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** camelCase of a name: 'First name' and 'first_name' give 'firstName'. */
export function camelCase(name: string): string {
  const [first = '', ...rest] = nameWords(name);
  return first.toLowerCase() + rest.map(capitalise).join('');
}

/** PascalCase of a name: 'first name' gives 'FirstName'. */
export function pascalCase(name: string): string {
  return nameWords(name).map(capitalise).join('');
}

/**
 * Lower-case spellings of a name that a header may use: as written, camel and pascal case (which compare
 * equal once lower-cased), snake, kebab and spaced words.
 */
export function nameVariants(name: string): Set<string> {
  const words = nameWords(name).map((word) => word.toLowerCase());
  return new Set(
    [name.trim(), camelCase(name), pascalCase(name), words.join('_'), words.join('-'), words.join(' ')]
      .map((variant) => variant.toLowerCase())
      .filter(Boolean),
  );
}
