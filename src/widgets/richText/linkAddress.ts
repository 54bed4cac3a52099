/** What a link in rich text may point to: a web address, an e-mail or phone link, or a path or anchor on the site. */
const LINK = /^(https?:\/\/[^\s]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\s()-]{3,}|\/[^\s]*|#[^\s]+)$/i;

/** The address as it will be stored (a bare `www.x.org` gains https://), or null when it is not an address. */
export function linkAddress(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  const withScheme = /^www\./i.test(value) ? `https://${value}` : value;
  return LINK.test(withScheme) ? withScheme : null;
}
