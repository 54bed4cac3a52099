// What kind of thing a file is, for its icon, its preview and the lightbox (image, video, pdf, other).
export type FileKind = 'image' | 'video' | 'pdf' | 'other';

export function kindOf(mime: string): FileKind {
  if (/^image\/(jpeg|png|gif|webp|avif|bmp|svg\+xml)$/.test(mime)) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime === 'application/pdf') return 'pdf';
  return 'other';
}

/** `accept` as the file picker takes it ('image/*,.pdf'); does this file match it? Empty accepts any type. */
export function matchesAccept(file: { name: string; type: string }, accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) =>
      rule.startsWith('.')
        ? name.endsWith(rule)
        : rule.endsWith('/*')
          ? type.startsWith(rule.slice(0, -1))
          : type === rule,
    );
}

/** HEIC/HEIF photos (iPhones): converted to JPEG in the browser before upload. */
export const isHeic = (file: { name: string; type: string }) =>
  /^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

/** 1.5 MB, 820 KB, 12 B in the reader's language. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
