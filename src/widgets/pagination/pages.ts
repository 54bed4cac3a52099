// The pagination widget's numbers (25 per page by default, 3 visible pages; the simple variant reads
// 'start-end / total').

export const PAGINATION_DEFAULTS = { perPage: 25, visiblePages: 3 } as const;

export const pageCount = (total: number, perPage: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));

/** The page numbers (from 1) shown around the current one, `visible` of them at most, kept inside 1..count. */
export function visiblePages(
  current: number,
  count: number,
  visible: number = PAGINATION_DEFAULTS.visiblePages,
): number[] {
  const size = Math.min(visible, count);
  let first = Math.max(1, current - Math.floor(size / 2));
  first = Math.min(first, count - size + 1);
  return Array.from({ length: size }, (_, i) => first + i);
}

/** The simple variant's text: '26-50 / 120' (0-0 / 0 when empty). */
export function rangeText(page: number, perPage: number, total: number): string {
  if (total <= 0) return '0-0 / 0';
  const start = (page - 1) * perPage + 1;
  const end = Math.min(total, page * perPage);
  return `${start}-${end} / ${total}`;
}
