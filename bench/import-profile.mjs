// Profiles one wizard run of the import bench (bench/import.bench.mjs) in Chromium: a trace of every thread
// (page and workers) from the moment the file is chosen until the preview shows every record, summarised as
// each thread's busy time, its longest tasks, the functions that took the most time (self time from the
// sampling profiler) and the page process's resident memory over time. A tool for finding what to change,
// not a benchmark (tracing slows everything down a little).
//
//   node bench/import-profile.mjs csv|xlsx [rows]      (BENCH_IMPORT_PORT, default 8219)
//   PROFILE_TRACE=/tmp/trace.json keeps the raw trace (open it in chrome://tracing or DevTools);
//   PROFILE_NOTRACE=1 only samples memory; PROFILE_NOCPU=1 traces without the sampling profiler;
//   PROFILE_FILES=/tmp/dir reads customers-<rows>.xlsx/.csv from there instead of generating them;
//   PROFILE_KEEP=1 keeps the generated files and the unminified build the profile's line numbers refer to.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { generate } from './import/generate.mjs';
import { buildHarness, serveHarness } from './import/harness.mjs';

const KIND = process.argv[2] ?? 'csv';
const ROWS = Number(process.argv[3] ?? 100_000);
const PORT = Number(process.env.BENCH_IMPORT_PORT ?? 8219);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MB = 1024 * 1024;

/** Resident memory of the renderer processes of this browser (the page's is the largest). */
function rendererRss(marker, field = 'VmRSS') {
  let largest = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes('--type=renderer')) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const rss = Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
      // Renderers of other browsers on the machine are told apart by their parent being ours.
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      const parent = readFileSync(`/proc/${ppid}/cmdline`, 'utf8');
      if (
        parent.includes(marker) ||
        readFileSync(
          `/proc/${readFileSync(`/proc/${ppid}/status`, 'utf8').match(/PPid:\s+(\d+)/)[1]}/cmdline`,
          'utf8',
        ).includes(marker)
      )
        largest = Math.max(largest, rss);
    } catch {
      /* gone */
    }
  }
  return largest;
}

function summarise(events, since, until) {
  const threads = new Map();
  for (const e of events) if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  const tasks = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || !e.dur) continue;
    const key = `${e.pid}:${e.tid}`;
    const name = threads.get(key) ?? key;
    if (!/CrRendererMain|DedicatedWorker/.test(name)) continue;
    const start = e.ts / 1000;
    if (start + e.dur / 1000 < since || start > until) continue;
    if (!tasks.has(key)) tasks.set(key, []);
    tasks.get(key).push({ start: start - since, ms: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 });
  }
  for (const [key, list] of tasks) {
    const busy = list.reduce((sum, t) => sum + t.ms, 0);
    const cpu = list.reduce((sum, t) => sum + t.cpu, 0);
    const longest = [...list].sort((a, b) => b.ms - a.ms).slice(0, 6);
    console.log(
      `\n## ${threads.get(key) ?? key}: busy ${Math.round(busy)} ms (thread CPU ${Math.round(cpu)} ms) in ${list.length} tasks, first at ${Math.round(list[0].start)} ms, last ends ${Math.round(Math.max(...list.map((t) => t.start + t.ms)))} ms`,
    );
    console.log(`   longest: ${longest.map((t) => `${Math.round(t.ms)} ms @${Math.round(t.start)}`).join(', ')}`);
    // Busy time per 250 ms window.
    const windows = [];
    for (const t of list) {
      const w = Math.floor(t.start / 250);
      windows[w] = (windows[w] ?? 0) + t.ms;
    }
    console.log(`   busy per 250 ms: ${Array.from(windows, (v) => Math.round(v ?? 0)).join(' ')}`);
  }
  // Garbage collections of the page and worker heaps: when, and the heap before and after.
  for (const [key] of tasks) {
    const gcs = events.filter(
      (e) =>
        `${e.pid}:${e.tid}` === key &&
        (e.name === 'MajorGC' || e.name === 'V8.GCFinalizeMC' || e.name === 'MinorGC') &&
        e.ph === 'X' &&
        e.args?.usedHeapSizeBefore,
    );
    const major = gcs.filter((e) => e.name !== 'MinorGC');
    const mb = (n) => Math.round(n / MB);
    console.log(
      `\n## ${threads.get(key) ?? key}: ${gcs.length - major.length} minor GCs, major GCs (ms after start: heap before → after MB): ` +
        major
          .map(
            (e) =>
              `${Math.round(e.ts / 1000 - since)}: ${mb(e.args.usedHeapSizeBefore)}→${mb(e.args.usedHeapSizeAfter)}`,
          )
          .join(', '),
    );
  }
  // Sampling profiler: self time per function per thread.
  const profiles = new Map();
  for (const e of events) {
    if (e.name === 'Profile')
      profiles.set(e.id, {
        pid: e.pid,
        tid: e.tid,
        nodes: new Map(),
        samples: [],
        deltas: [],
        start: e.args.data.startTime,
      });
  }
  for (const e of events) {
    if (e.name !== 'ProfileChunk') continue;
    const profile = profiles.get(e.id);
    if (!profile) continue;
    const data = e.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(data.cpuProfile?.samples ?? []));
    profile.deltas.push(...(data.timeDeltas ?? []));
  }
  for (const profile of profiles.values()) {
    const self = new Map();
    let t = profile.start / 1000;
    for (let i = 0; i < profile.samples.length; i++) {
      t += profile.deltas[i] / 1000;
      if (t < since || t > until) continue;
      const node = profile.nodes.get(profile.samples[i]);
      const frame = node?.callFrame ?? {};
      const name = `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').pop()}:${frame.lineNumber ?? ''}`;
      const dt = (profile.deltas[i + 1] ?? 0) / 1000;
      self.set(name, (self.get(name) ?? 0) + dt);
    }
    const top = [...self]
      .filter(([name]) => !name.startsWith('(idle)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25);
    const total = [...self].filter(([name]) => !name.startsWith('(idle)')).reduce((s, [, v]) => s + v, 0);
    console.log(
      `\n## profile ${threads.get(`${profile.pid}:${profile.tid}`) ?? profile.tid}: ${Math.round(total)} ms sampled`,
    );
    for (const [name, ms] of top) console.log(`   ${String(Math.round(ms)).padStart(5)} ms  ${name}`);
  }
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'import-profile-'));
  let server;
  let browser;
  try {
    console.log(
      `load ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}`,
    );
    // PROFILE_FILES=dir reuses the files a run kept (PROFILE_KEEP) instead of generating them again.
    const kept = process.env.PROFILE_FILES;
    const files = kept
      ? { xlsx: path.join(kept, `customers-${ROWS}.xlsx`), csv: path.join(kept, `customers-${ROWS}.csv`) }
      : generate(work, ROWS);
    await buildHarness(path.join(work, 'site'), { minify: false, sourcemap: false });
    server = await serveHarness(path.join(work, 'site'), PORT);
    const marker = `--import-profile=${process.pid}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--enable-precise-memory-info', marker],
    });
    const page = await browser.newPage();
    // Times (Date.now, the clock of the memory samples) at which the page hears each kind of message from
    // the import worker: the phases of the run, to set beside the memory samples.
    await page.addInitScript(() => {
      const heard = (window.__heard = []);
      const Original = window.Worker;
      window.Worker = class extends Original {
        constructor(...args) {
          super(...args);
          this.addEventListener('message', (event) => {
            const kind = event.data?.kind === 'progress' ? `progress:${event.data.phase}` : event.data?.kind;
            const last = heard.at(-1);
            if (last && last.kind === kind) {
              last.until = Date.now();
              last.count++;
            } else heard.push({ kind, at: Date.now(), until: Date.now(), count: 1 });
          });
        }
      };
      // When each step of the wizard first shows (Date.now, as above).
      const seen = (window.__seen = {});
      const steps = {
        mapping: () => document.querySelector('table[aria-label], [role="list"][aria-label]'),
        // The preview is made ahead, hidden: it opens when its status (or its rows) show.
        opened: () => document.querySelector('.MuiDialog-root:not(.MuiModal-hidden) [role="dialog"]'),
        rows: () => document.querySelector('[role="dialog"] [role="grid"] [role="row"][aria-rowindex="2"]'),
      };
      document.addEventListener('DOMContentLoaded', () =>
        new MutationObserver(() => {
          for (const [step, found] of Object.entries(steps)) if (!seen[step] && found()) seen[step] = Date.now();
        }).observe(document.body, { childList: true, subtree: true }),
      );
    });
    page.setDefaultTimeout(10 * 60_000);
    // Marks a change under study can log while it is measured: console.log('[profile] ...').
    page.on('console', (message) => message.text().startsWith('[profile]') && console.log(message.text()));
    await page.goto(`http://127.0.0.1:${PORT}/bench/import/index.html`);
    await page.getByText('Excel').first().waitFor();
    await page.waitForTimeout(1500);
    const cdp = await page.context().newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const finished = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    const tracing = !process.env.PROFILE_NOTRACE;
    if (tracing)
      await cdp.send('Tracing.start', {
        transferMode: 'ReportEvents',
        traceConfig: {
          includedCategories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            ...(process.env.PROFILE_NOCPU ? [] : ['disabled-by-default-v8.cpu_profiler']),
            'v8',
            'v8.execute',
            'blink.user_timing',
          ],
        },
      });
    const rss = [];
    const started = Date.now();
    const timer = setInterval(() => rss.push([Date.now() - started, rendererRss(marker)]), 50);
    await page.setInputFiles('[data-testid="import-file-input"]', files[KIND]);
    const marks = await page.evaluate(() => window.bench.done);
    clearInterval(timer);
    if (tracing) {
      await cdp.send('Tracing.end');
      await finished;
    }
    if (process.env.PROFILE_TRACE) writeFileSync(process.env.PROFILE_TRACE, JSON.stringify(events));
    const origin = await page.evaluate(() => performance.timeOrigin);
    // Trace timestamps are in microseconds of the monotonic clock; performance.now() of the page is too,
    // shifted: find the shift from the navigation start event of the page.
    const nav = events.find((e) => e.name === 'TimeStamp' || e.name === 'navigationStart');
    void nav;
    void origin;
    console.log(
      `${KIND} ${ROWS} rows: chosen → mapped ${Math.round(marks.mapped - marks.chosen)} ms, → ready ${Math.round(marks.ready - marks.chosen)} ms, longest task ${Math.round(marks.longestTask)} ms`,
    );
    console.log(`page process peak (VmHWM) ${Math.round(rendererRss(marker, 'VmHWM') / MB)} MB`);
    const heard = await page.evaluate(() => window.__heard);
    console.log(
      `messages from the worker (ms after the file was chosen): ${heard.map((h) => `${h.kind}×${h.count} ${h.at - started}${h.count > 1 ? `-${h.until - started}` : ''}`).join(', ')}`,
    );
    const seen = await page.evaluate(() => window.__seen);
    console.log(
      `steps shown (ms after the file was chosen): ${Object.entries(seen)
        .map(([step, at]) => `${step} ${at - started}`)
        .join(', ')}`,
    );
    const peak = rss.reduce((best, sample) => (sample[1] > best[1] ? sample : best), [0, 0]);
    console.log(
      `RSS peak ${Math.round(peak[1] / MB)} MB at ${peak[0]} ms; every 250 ms (s:MB): ${rss
        .filter((_, i) => i % 5 === 0)
        .map(([t, v]) => `${(t / 1000).toFixed(1)}:${Math.round(v / MB)}`)
        .join(' ')}`,
    );
    // The wizard run is the span of the renderer tasks after tracing started: take the first input event.
    if (!tracing) return;
    const firstTask = Math.min(...events.filter((e) => e.ph === 'X' && e.name === 'RunTask').map((e) => e.ts / 1000));
    summarise(events, firstTask, Infinity);
    console.log(
      `load ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}`,
    );
    await page.close();
  } finally {
    await browser?.close();
    server?.close();
    if (process.env.PROFILE_KEEP) console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

await main();
