// Lighthouse (the npm package, Debian Chromium) on a running admin: the performance score and first contentful
// paint of a page under the mobile preset (Lighthouse's own throttling: 150 ms round trip, 1.6 Mbit/s, CPU 4x) and
// the desktop preset, median of three runs each. Used by first-load.bench.mjs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 9333);
const FLAGS = [
  `--remote-debugging-port=${PORT}`,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * One Lighthouse performance run of `url` in a fresh browser: { score (0..1), the metrics in ms }. `storage`: local
 * storage entries of the page's origin set first and kept (a returning visitor's sign-in token).
 */
export async function lighthouseRun(url, preset, storage) {
  // A profile of its own: Lighthouse drives the browser's default context, which a persistent context is (a
  // launched browser's new pages get contexts of their own, whose storage Lighthouse would not see).
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: FLAGS,
  });
  try {
    if (storage) {
      const page = await browser.newPage();
      await page.goto(new URL('/api/health', url).href);
      await page.evaluate(
        (entries) => Object.entries(entries).forEach(([key, value]) => window.localStorage.setItem(key, value)),
        storage,
      );
      await page.close();
    }
    const result = await lighthouse(
      url,
      {
        port: PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(storage),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const { categories, audits } = result.lhr;
    const ms = (id) => Math.round(audits[id].numericValue);
    return {
      url: result.lhr.finalDisplayedUrl,
      score: categories.performance.score,
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      si: ms('speed-index'),
      cls: audits['cumulative-layout-shift'].numericValue,
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The median run (by score) of three. */
export async function lighthouseMedian(url, preset, storage) {
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await lighthouseRun(url, preset, storage));
  runs.sort((a, b) => a.score - b.score || b.fcp - a.fcp);
  return { ...runs[1], scores: runs.map((r) => r.score) };
}
