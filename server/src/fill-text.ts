// The server's own texts (the payment page, a receipt, the newsletter's pages, the notification e-mails) name the
// values they show as %{name}, as the admin's texts do; one function fills them in. What a name without a value
// becomes is the caller's choice: nothing on the pages and documents people outside read, where a stray %{name}
// would look broken; the name itself in the staff's notification e-mails, whose values were stored with the
// notification, so one stored without a value shows what is missing instead of hiding it.

export interface FillTextOptions {
  /** What a name without a value becomes: `empty` (the default) nothing, `keep` the %{name} as written. */
  unknown?: 'empty' | 'keep';
}

/** The text with each %{name} replaced by `args[name]` (a name without a value as `options.unknown` says). */
export const fillText = (
  text: string,
  args: Record<string, string | number> = {},
  options: FillTextOptions = {},
): string =>
  text.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    options.unknown === 'keep' ? (args[name] !== undefined ? String(args[name]) : whole) : String(args[name] ?? ''),
  );
