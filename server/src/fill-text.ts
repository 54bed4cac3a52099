// The server's own texts (the payment page, a receipt, the newsletter's pages) name the values they show as %{name},
// as the admin's texts do; one function fills them in.

/** The text with each %{name} replaced by `args[name]` (nothing where it is not given). */
export const fillText = (text: string, args: Record<string, string | number> = {}): string =>
  text.replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name] ?? ''));
