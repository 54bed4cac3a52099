// The fuzzer: every operation of the OpenAPI document the app serves gets generated requests (fuzz-requests.ts) as a
// superuser, through app.inject on PGlite holding the demo data. Any 5xx (a response breaking its own documented
// schema is one: the serializer refuses it), or an error body not in FastAPI's shape, fails the operation with the
// shrunk request. Seeded: the seed is printed, and FUZZ_SEED=<seed> repeats a run. FUZZ_RUNS sets the cases per
// operation (the default is a few; `npm run fuzz` runs 300). The auth matrix covers other callers.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  errorShapeProblem,
  operationsOf,
  requestsFor,
  SchemaArbitraries,
  type FuzzRequest,
  type OpenApiDocument,
} from './fuzz-requests';
import { seedDatabase } from '../src/setup/seed';
import { makeTestApp } from './helpers';

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const runs = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 20;
console.log(`fuzz: seed ${seed} (FUZZ_SEED=${seed} repeats it), ${runs} cases per operation`);

/**
 * Operations that talk to servers outside the machine (DNS, IMAP, SMTP) and so cannot run offline. Their input
 * checks are covered by their own tests (email-domain.test.ts, support.test.ts).
 */
const OFFLINE_SKIPS = new Set([
  'GET /api/email/domain/{domain}',
  'POST /api/email/accounts/test',
  'POST /api/email/accounts/{id}/check',
]);
/** An event stream that stays open (inject would wait for its end): notification-stream.test.ts covers it. */
const STREAM_SKIPS = new Set(['GET /api/notifications/stream']);

// with a started job queue, as the server runs (the background jobs routes answer 503 without one)
const t = await makeTestApp({ jobs: [] });
afterAll(() => t.close());
// The demo data: small ids name records that exist, so cases reach past the 404 into the handlers.
await seedDatabase(t.db, { ...t.config, seedDemo: true });
await t.changesSeen();
await t.app.ready();
const doc = t.app.swagger() as unknown as OpenApiDocument;
const operations = operationsOf(doc).filter(
  (op) => !OFFLINE_SKIPS.has(`${op.method} ${op.path}`) && !STREAM_SKIPS.has(`${op.method} ${op.path}`),
);
const gen = new SchemaArbitraries(doc);

// A case may sign the fuzzing superuser out (a password change, deactivating or deleting themselves): each
// operation starts with a superuser who can still sign in.
let auth: Record<string, string> = {};
async function superuserAuth(): Promise<Record<string, string>> {
  const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth });
  if (me.statusCode !== 200 || !me.json<{ is_superuser: boolean }>().is_superuser) auth = await t.superuserHeaders();
  return auth;
}

function describeRequest(r: FuzzRequest): string {
  const payload =
    typeof r.payload === 'string' && r.payload.length > 300
      ? `${r.payload.slice(0, 300)}… (${r.payload.length} chars)`
      : r.payload;
  return `${r.kind}: ${r.method} ${r.url.length > 300 ? `${r.url.slice(0, 300)}…` : r.url} ${JSON.stringify(r.headers)} ${JSON.stringify(payload)}`;
}

describe('fuzz: no 5xx and FastAPI error shapes on every operation', () => {
  it('covers the document', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('an update with nothing to change, on the first demo record of every PUT and PATCH, is never a 5xx', async () => {
    const headers = await superuserAuth();
    const failures: string[] = [];
    for (const op of operations.filter((o) => o.method === 'PUT' || o.method === 'PATCH')) {
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      for (const payload of ['{}', '{"unknown_field":1}']) {
        const res = await t.app.inject({
          method: op.method as 'PUT',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        });
        if (res.statusCode >= 500) failures.push(`${op.method} ${url} ${payload} -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s',
    async (_name, op) => {
      const headers = await superuserAuth();
      await fc.assert(
        fc.asyncProperty(requestsFor(gen, op), async (request) => {
          const res = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: { ...request.headers, ...headers },
            payload: request.payload,
          });
          const problem =
            res.statusCode >= 500
              ? `status ${res.statusCode}`
              : errorShapeProblem(res.statusCode, String(res.headers['content-type']), res.body);
          if (problem) throw new Error(`${problem}: ${res.body.slice(0, 300)}\n  request ${describeRequest(request)}`);
        }),
        { seed, numRuns: runs, interruptAfterTimeLimit: 100_000 },
      );
    },
    150_000,
  );
});
