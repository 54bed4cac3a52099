// "The network is idle" for a signed-in page: no request in flight for 500 ms, the notification bell's live stream
// left out (it stays open as long as the page does, so Playwright's 'networkidle' never comes).
const LONG_LIVED = /\/api\/notifications\/stream/;

/** Starts counting a page's requests; call before navigating. Returns a function that waits for quiet. */
export function trackQuiet(page) {
  const pending = new Set();
  page.on('request', (request) => {
    if (!LONG_LIVED.test(request.url())) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return async (quietMs = 500, timeout = 60_000) => {
    const deadline = Date.now() + timeout;
    let quietSince = pending.size === 0 ? Date.now() : Infinity;
    while (Date.now() - quietSince < quietMs) {
      if (Date.now() > deadline) throw new Error('the network did not go quiet');
      await page.waitForTimeout(50);
      if (pending.size > 0) quietSince = Infinity;
      else if (quietSince === Infinity) quietSince = Date.now();
    }
  };
}
