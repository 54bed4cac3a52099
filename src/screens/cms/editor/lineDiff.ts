// A simple line diff (longest common subsequence) of a draft against the published version, on the text of the
// page: its fields, then its body's blocks one a line.
import type { PageContent } from '../api';

export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

/** The body's text, one block (paragraph, heading, list item, table row) a line; embeds and images by address. */
export function htmlLines(html: string): string[] {
  const marked = html
    .replace(/<(iframe|img)\b[^>]*\bsrc="([^"]*)"[^>]*>/gi, '\n[$1 $2]\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|div|tr|blockquote|pre|figure|table|ul|ol)>/gi, '$&\n');
  const text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '';
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The lines compared for a page: title, address, SEO fields, then the body. */
export function contentLines(
  content: Pick<PageContent, 'title' | 'slug' | 'seo_title' | 'seo_description' | 'body'>,
  labels: Record<'title' | 'slug' | 'seo_title' | 'seo_description', string>,
): string[] {
  return [
    `${labels.title}: ${content.title}`,
    `${labels.slug}: ${content.slug}`,
    `${labels.seo_title}: ${content.seo_title ?? ''}`,
    `${labels.seo_description}: ${content.seo_description ?? ''}`,
    ...htmlLines(content.body),
  ];
}

/** `before` → `after` as kept, removed and added lines, in order. */
export function lineDiff(before: string[], after: string[]): DiffLine[] {
  const n = before.length;
  const m = after.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i -= 1)
    for (let j = m - 1; j >= 0; j -= 1)
      lcs[i][j] = before[i] === after[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[i] === after[j]) {
      out.push({ kind: 'same', text: before[i] });
      i += 1;
      j += 1;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
      out.push({ kind: 'removed', text: before[i] });
      i += 1;
    } else {
      out.push({ kind: 'added', text: after[j] });
      j += 1;
    }
  }
  for (; i < n; i += 1) out.push({ kind: 'removed', text: before[i] });
  for (; j < m; j += 1) out.push({ kind: 'added', text: after[j] });
  return out;
}
