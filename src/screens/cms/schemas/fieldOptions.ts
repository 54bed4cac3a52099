// A select field's options as typed: comma-separated, blanks dropped.
export const optionsOf = (text: string) =>
  text
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
