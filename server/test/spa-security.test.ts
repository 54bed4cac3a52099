// The built admin: files, the index.html fallback for every non-/api GET, and the security headers.
// (Independent of the database backend, so PGlite only.)
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFile } from '../../build/compressAssets';
import { makeTestApp, testConfig, useTestApp, type TestApp } from './helpers';

const APP_JS = `console.log(${JSON.stringify('אדמין '.repeat(400))})`;
const INDEX =
  '<!doctype html><html lang="he" dir="rtl"><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
// The form page's own entry (vite.config.ts): none of the signed-in app's.
const FORM =
  '<!doctype html><html lang="he" dir="rtl"><head><title>x</title></head><body><div id="root"></div><script type="module" src="/assets/form-abc123.js"></script></body></html>';

describe('serving the built admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    const base = testConfig();
    const distDir = path.join(base.dataDir, 'dist');
    mkdirSync(path.join(distDir, 'assets'), { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), INDEX);
    writeFileSync(path.join(distDir, 'form.html'), FORM);
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("admin")');
    writeFileSync(path.join(distDir, 'assets', 'app-def456.js'), APP_JS);
    compressFile(path.join(distDir, 'assets', 'app-def456.js'));
    compressFile(path.join(distDir, 'index.html'));
    writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(path.join(distDir, 'icons'));
    writeFileSync(path.join(distDir, 'icons', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The installable app's files as the build copies them from public/.
    for (const file of ['manifest.webmanifest', 'sw.js'])
      copyFileSync(path.join('public', file), path.join(distDir, file));
    compressFile(path.join(distDir, 'sw.js'));
    t = await makeTestApp({ config: { dataDir: base.dataDir, distDir } });
  });
  afterAll(() => t.close());

  it.each(['/', '/customers/42', '/shop/authors?page=2', '/login', '/resetPassword?token=abc', '/no/such/page'])(
    'answers GET %s with index.html',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it("draws a form's title and introduction into its public page's HTML (the form page's own entry), and carries the form as data, escaped", async () => {
    const title = 'Join </script><script>alert(1)</script>';
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/form',
      headers: await t.superuserHeaders(),
      payload: { name: 'join-us', title, description: 'Seats <b>are</b> few' },
    });
    expect(made.statusCode).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: '/f/Join-Us' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('/assets/form-abc123.js');
    expect(res.body).not.toContain('/assets/index-abc123.js');
    expect(res.body).toContain(`<title>${'Join &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;'}</title>`);
    const root = res.body.slice(res.body.indexOf('<div id="root">'));
    expect(root).toContain('<h1 dir="auto">Join &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(root).toContain('<p dir="auto">Seats &lt;b&gt;are&lt;/b&gt; few</p>');
    const data = /<script type="application\/json" id="public-form">(.*?)<\/script>/s.exec(res.body)![1]!;
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toMatchObject({
      name: 'join-us',
      title,
      open: true,
      schema: { steps: expect.any(Array) },
    });
    // a form that is not there: the page itself says so
    const missing = await t.app.inject({ method: 'GET', url: '/f/no-such-form' });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toBe(FORM);
  });

  it('serves build files, hashed assets cached for a year', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    // the app's icons, asked for on every move within the app, are kept a day
    const appIcon = await t.app.inject({ method: 'GET', url: '/icons/icon.svg' });
    expect(appIcon.statusCode).toBe(200);
    expect(appIcon.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('serves the web app manifest and the service worker with their types, never cached without asking', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({
      lang: 'he',
      dir: 'rtl',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1f5f8b',
    });

    const worker = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // A new deploy's worker is fetched at the next visit: the browser asks the server every time.
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(worker.rawPayload).toString()).toBe(readFileSync(path.join('public', 'sw.js'), 'utf8'));
    // The policy lets the page register a worker from its own origin.
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it('sends the compressed copy the browser accepts (brotli first), with the same type and caching', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(APP_JS) / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);

    const page = await t.app.inject({ method: 'GET', url: '/customers/42', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
  });

  it('answers a missing asset, unknown /api paths and non-GET methods with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/assets/missing.js'],
      ['GET', '/api/unknown'],
      ['GET', '/api'],
      ['POST', '/customers/42'],
      ['DELETE', '/'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not Found' });
    }
  });

  it('sends security headers with a content security policy the admin runs under', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/customers/42' });
    const csp = String(res.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(directives['worker-src']).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe(csp);
  });
});

describe('without a built admin', () => {
  const { t } = useTestApp();

  it('serves the API alone and answers other paths with 404 JSON', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/customers/42' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not Found' });
  });
});

describe('form-encoded bodies', () => {
  const { t, auth } = useTestApp({ signIn: 'superuser' });

  it('are refused by JSON routes (a page on another site can post them without asking) and taken by sign-in', async () => {
    const headers = { ...auth, 'content-type': 'application/x-www-form-urlencoded' };
    const author = await t.app.inject({ method: 'POST', url: '/api/authors/', headers, payload: 'name=Forged' });
    expect(author.statusCode).toBe(415);
    expect(author.json()).toEqual({ detail: 'Unsupported Media Type: application/x-www-form-urlencoded' });
    const recovery = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-recovery',
      headers,
      payload: 'email=a%40example.com',
    });
    expect(recovery.statusCode).toBe(415);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/authors/',
      headers: auth,
      payload: { name: 'בלי טופס' },
    });
    expect(json.statusCode).toBe(201);

    const { email, password } = await t.createUser();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password }).toString(),
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('cross-origin calls (CORS)', () => {
  const preflight = (t: TestApp, origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/person/',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });

  it('lets no other origin read the API by default', async () => {
    const t = await makeTestApp();
    try {
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      expect((await preflight(t, 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('answers the origins CORS_ORIGINS names, with credentials, and no other', async () => {
    const t = await makeTestApp({ config: { corsOrigins: ['https://shop.example'] } });
    try {
      const ok = await preflight(t, 'https://shop.example');
      expect(ok.statusCode).toBe(204);
      expect(ok.headers['access-control-allow-origin']).toBe('https://shop.example');
      expect(ok.headers['access-control-allow-credentials']).toBe('true');
      expect(String(ok.headers['access-control-allow-methods'])).toContain('PATCH');
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://shop.example' },
      });
      expect(read.headers['access-control-allow-origin']).toBe('https://shop.example');
      const other = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://shop.example.evil.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      // a signed-out call is still refused by the route itself: CORS only lets the page read the answer
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/person/', headers: { origin: 'https://shop.example' } }))
          .statusCode,
      ).toBe(401);
    } finally {
      await t.close();
    }
  });
});
