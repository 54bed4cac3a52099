import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface SweepOptions {
  /** The screen is in Hebrew: a Latin word outside an isolated value is an internal name or an untranslated text. */
  hebrew?: boolean;
  /** Values a person wrote, seeded with mixed directions: wherever one shows, it must be isolated. */
  tricky?: string[];
  /** A seeded amount in agorot: shown anywhere as that whole number, it is agorot shown as shekels. */
  agorot?: number;
  /** Also the accessibility check (axe-core, most of a screen's time): on unless a sweep has it elsewhere. */
  axe?: boolean;
}

/** What the page's text breaks; `seen` lists the tricky values found on the screen (isolated or not) and the amount in shekels. */
interface TextFaults {
  unisolated: string[];
  agorot: string[];
  latin: string[];
  wrapped: string[];
  seen: string[];
}

/**
 * Reads the visible text of the page, in the page: a tricky value not inside an isolated element; in Hebrew, a lowercase Latin word outside such an
 * element, a field or code; and a number (with its ₪ or %) drawn on two lines.
 */
export function readText({
  tricky,
  hebrew,
  agorot,
}: {
  tricky: string[];
  hebrew: boolean;
  agorot: number | null;
}): TextFaults {
  const faults: TextFaults = { unisolated: [], agorot: [], latin: [], wrapped: [], seen: [] };
  // the amount's agorot as a number, with or without thousands separators (and any fraction), not inside a longer one
  const shekels = agorot === null ? null : (agorot / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  const asShekels =
    agorot === null
      ? null
      : new RegExp(`(^|[^\\d.,])${String(agorot).replace(/\B(?=(\d{3})+$)/g, '[,\u00a0 ]?')}(?!\\d|,\\d)`);
  // A value is isolated when an element around it takes its direction from the value (`dir="auto"`, `<bdi>`,
  // `unicode-bidi: plaintext`) or sets the direction opposite to the page's. Blocks are isolated by default but keep
  // the page's direction, so "Got it, thank you!" would still read "!Got it, thank you" in one, and the app's root
  // carries the page's own `dir`: neither counts.
  const pageDir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  const isolated = (from: Element | null): boolean => {
    for (let el = from; el && el !== document.body; el = el.parentElement) {
      const dir = el.getAttribute('dir');
      if (
        dir === 'auto' ||
        (dir && dir !== pageDir) ||
        el.tagName === 'BDI' ||
        getComputedStyle(el).unicodeBidi === 'plaintext'
      )
        return true;
    }
    return false;
  };
  const skipped = (el: Element | null) =>
    !!el?.closest('input, textarea, code, pre, script, style, svg, [aria-hidden="true"], .notistack-SnackbarContainer');
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!text.trim() || skipped(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
    if (!rects.length) continue;
    // Unicode isolates (first-strong, left-to-right, right-to-left, each closed by PDI) isolate inside a string.
    const bare = text.replace(/[\u2066-\u2068][^\u2069]*\u2069/g, ' ');
    for (const value of tricky) {
      if (!text.includes(value)) continue;
      faults.seen.push(value);
      if (bare.includes(value) && !isolated(parent)) faults.unisolated.push(value);
    }
    if (asShekels?.test(text)) faults.agorot.push(text.trim().slice(0, 60));
    if (shekels && text.includes(shekels)) faults.seen.push(shekels);
    // Values other tests made (a unique() suffix, an address, the XSS sweep's markup) are people's text, not names of
    // the product's: their isolation is the seeded values' check, so the Latin check does not depend on test order.
    const ours = bare
      .replace(/XSS\d.*$/s, ' ')
      .replace(/\S+@\S+/g, ' ')
      .replace(/\S*[a-z]+-\d+-[a-z0-9]+-\d+\S*/g, ' ');
    if (hebrew && /(^|[^A-Za-z])[a-z]{3,}/.test(ours) && !isolated(parent)) faults.latin.push(text.trim().slice(0, 60));
    if (
      /^\s*[-−]?[₪$]?\s?\d[\d,.]*\s?[₪%]?\s*$/.test(text) &&
      /\d{3}/.test(text.replace(/[,.]/g, '')) &&
      new Set(rects.map((r) => Math.round(r.top))).size > 1
    ) {
      faults.wrapped.push(text.trim());
    }
  }
  return faults;
}

/**
 * What every screen of a sweep must hold, whatever its language, width or theme: it does not scroll sideways, shows
 * no raw message key, has no native date input (the product's date inputs are its own), no serious or critical
 * accessibility fault (axe-core), no number broken over two lines, no amount in agorot shown as shekels, every seeded mixed-direction value isolated, and
 * in Hebrew no Latin word outside a value. Answers the tricky values the screen showed. The text and accessibility
 * checks are soft: the sweep goes on and reports every screen's faults at its end.
 */
export async function expectSoundScreen(page: Page, path: string, options: SweepOptions = {}): Promise<string[]> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expect(
    page.getByText(/^(resources|entities|app|ra)\.[a-z_.]+$/),
    `${path} shows a raw message key`,
  ).toHaveCount(0);
  await expect(
    page.locator('input[type=date], input[type=datetime-local], input[type=time]'),
    `${path} has a native date input`,
  ).toHaveCount(0);
  const text = await page.evaluate(readText, {
    tricky: options.tricky ?? [],
    hebrew: !!options.hebrew,
    agorot: options.agorot ?? null,
  });
  expect.soft(text.unisolated, `${path} shows a mixed-direction value unisolated`).toEqual([]);
  expect.soft(text.agorot, `${path} shows agorot as shekels`).toEqual([]);
  expect.soft(text.latin, `${path} shows Latin words in Hebrew outside a value`).toEqual([]);
  expect.soft(text.wrapped, `${path} breaks a number over two lines`).toEqual([]);
  if (options.axe !== false) expect.soft(await accessibilityFaults(page), `${path} accessibility faults`).toEqual([]);
  return text.seen;
}

/** The serious and critical faults axe-core finds on the page. */
async function accessibilityFaults(page: Page): Promise<string[]> {
  // Left out: the row check box of react-admin's tables (its label sits on the box, not the input), the event
  // calendar's grid (react-big-calendar's own roles) and the rich-text editor's heading picker (a list item in a
  // nav). All three are the libraries' markup, not the product's.
  // Only the violations are worked out: the passes and the undecided nodes are not read here.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .exclude('.RaDataTable-checkbox')
    .exclude('.rbc-calendar')
    .exclude('.RaRichTextInputLevelSelect-list')
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}
