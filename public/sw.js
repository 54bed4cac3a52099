// The installable app's service worker. It keeps the app shell only: index.html and the hashed build
// files (/assets/...) the app loads, so the admin opens without a network and says it is offline. It never keeps
// an /api answer or anything else (no customer data at rest on a phone), and never answers a non-GET.
// Pages: the network first (a new deploy's index.html is picked up at once, it is served no-cache), the kept shell
// when offline. A changed index.html drops every kept file of the old version. Hashed files: the kept copy first
// (their names change with their content).
const CACHE = 'app-shell-v1';
const SHELL = '/';

const isAsset = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

/** The build files index.html itself loads (entry script, its preloads, the stylesheet). */
const assetsOf = (html) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);

async function keepShell(response) {
  const html = await response.clone().text();
  const cache = await caches.open(CACHE);
  const kept = await cache.match(SHELL);
  if (kept && (await kept.text()) === html) return;
  for (const request of await cache.keys()) await cache.delete(request);
  await cache.put(SHELL, response);
  await cache.addAll(assetsOf(html));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    fetch(SHELL, { cache: 'no-cache' })
      .then((response) => (response.ok ? keepShell(response) : undefined))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// The page hands over the build files it loaded before this worker took over (src/widgets/offline).
self.addEventListener('message', (event) => {
  const urls = Array.isArray(event.data?.keep) ? event.data.keep : [];
  const assets = urls.filter((href) => typeof href === 'string' && isAsset(new URL(href, self.location.origin)));
  const keep = async (cache, href) => (await cache.match(href)) ?? cache.add(href);
  event.waitUntil(
    caches.open(CACHE).then((cache) => Promise.all(assets.map((href) => keep(cache, href).catch(() => undefined)))),
  );
});

/** A form's public page (/f/:name): its HTML carries the form itself (server/src/forms/public-form-page.ts), no shell. */
const isFormPage = (url) => url.pathname.startsWith('/f/');

async function page(event) {
  try {
    const response = await fetch(event.request);
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    // Kept after the page is answered: the page does not wait for the build files to be copied.
    if (response.ok && html && !isFormPage(new URL(event.request.url)))
      event.waitUntil(keepShell(response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    const kept = await caches.match(SHELL);
    if (kept) return kept;
    throw error;
  }
}

async function asset(request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone()).catch(() => undefined);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api')) {
    event.respondWith(page(event));
  } else if (isAsset(url)) {
    event.respondWith(asset(request));
  }
  // Everything else (/api above all) goes to the network as if there were no worker.
});
