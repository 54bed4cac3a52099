// Test helpers: the app built against PGlite in memory, or against a fresh database on the PostgreSQL server
// named by TEST_DATABASE_URL (copied from a migrated template for the test file and dropped after), plus users, tokens and cookies.
//
//   describe.each(backends)('authors (%s)', (backend) => {
//     const { t, auth } = useTestApp({ backend, signIn: 'user' });
//     it('lists', async () => {
//       const res = await t.app.inject({ method: 'GET', url: '/api/authors/', headers: auth });
//     });
//   });
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { EntityDefinition } from '../../definitions/entity/defineEntity';
import { createDefinedTables } from './defined-tables';
import { createAccessToken } from '../src/auth/tokens';
import { createUser } from '../src/auth/users';
import { defaults, type Config } from '../src/config';
import { changeFeedOf, openDatabase, type Database, type Db } from '../src/db/client';
import { openQueue, QUEUE_SCHEMA_VERSION } from '../src/jobs/queue';
import type { BackgroundJob } from '../src/jobs/background-job';
import { createQueues, startBackgroundJobs } from '../src/jobs/run';
import { backgroundJobs } from '../src/background';
import { paymentProviderFor } from '../src/billing/providers';
import { migrateDatabase, migrationsFolder } from '../src/setup/migrate';
import { inArray } from 'drizzle-orm';
import { roles, userRoles, type User } from '../src/db/schema/index';
import type { Mailer } from '../src/mail';

export type BackendName = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each(backends). */
export const backends: BackendName[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A configuration for tests: temporary DATA_DIR, random secret, no demo data, no rate limit, no built admin. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? mkdtempSync(path.join(tmpdir(), 'admin-test-'));
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    secretKey: randomBytes(32).toString('base64url'),
    firstSuperuserEmail: 'admin@example.com',
    firstSuperuserPassword: undefined,
    publicUrl: 'http://admin.test',
    smtpUrl: undefined,
    outboxDir: path.join(dataDir, 'outbox'),
    mailFrom: defaults.mailFrom,
    distDir: path.join(dataDir, 'no-dist'),
    seedDemo: false,
    trustProxy: false,
    corsOrigins: [],
    logLevel: 'silent',
    accessTokenTtlSeconds: defaults.accessTokenTtlSeconds,
    sessionTtlSeconds: defaults.sessionTtlSeconds,
    resetTokenTtlSeconds: defaults.resetTokenTtlSeconds,
    inviteTokenTtlSeconds: defaults.inviteTokenTtlSeconds,
    authRateLimitMax: 0,
    authRateLimitWindowSeconds: 60,
    formRateLimitMax: 0,
    signupMode: 'approval',
    filesMaxBytes: 5 * 1024 * 1024,
    s3: undefined,
    billingIntervalMinutes: 0,
    cmsPublishIntervalSeconds: 0,
    newsletterRate: 0,
    supportCheckIntervalMinutes: 0,
    jobRetryLimit: 3,
    jobRetryDelaySeconds: 30,
    jobPollSeconds: 0.5,
    formUploadSweepMinutes: 0,
    changeFeedDelayMs: 0,
    ...overrides,
  };
}

export interface TestDatabase {
  database: Database;
  backend: BackendName;
  /** The database's address on the PostgreSQL server (undefined for PGlite). */
  url?: string;
  dispose(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A migrated PGlite data directory, dumped once per set of migrations (names and contents, and the queue's schema) and kept in the temp folder:
 * loading it is several times faster than initialising and migrating a new database in every test file.
 */
function migrationsKey(): string {
  const journal = readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'));
  // The job queue's tables are installed with the migrations: its schema version is part of the set.
  const hash = createHash('sha256').update(journal).update(`jobs:${QUEUE_SCHEMA_VERSION}`);
  for (const file of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<Blob> {
  const key = migrationsKey();
  const file = path.join(tmpdir(), `admin-pglite-template-${key}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const fresh = await openDatabase({ pgliteStart: await pgliteBinaries() });
  await migrateDatabase(fresh);
  const dump = await fresh.pglite!.dumpDataDir('none');
  await fresh.close();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/**
 * PGlite's WebAssembly, compiled once, and its file bundle, read once, for every PGlite a test process opens (each
 * would compile and read its own otherwise).
 */
let binaries: Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>> | undefined;
function pgliteBinaries(): Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>> {
  binaries ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return {
      pgliteWasmModule: await WebAssembly.compile(readFileSync(path.join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([readFileSync(path.join(dist, 'pglite.data'))]),
    };
  })();
  return binaries;
}

/** The migrated template as a PGlite starts from it, kept by the test process once read. */
let template: Promise<Blob> | undefined;

/** Any number, the same for every test process: serialises building the PostgreSQL template below. */
const TEMPLATE_LOCK_ID = 724_311_903;

/** Waits (a few seconds at most) until no connection to the database `name` is left, its pool's last ones closing. */
async function connectionsGone(client: pg.Client, name: string): Promise<void> {
  for (let waited = 0; waited < 5000; waited += 50) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A migrated database on the test PostgreSQL server, named after the set of migrations and built once (by whichever
 * test process comes first, the others waiting on an advisory lock): `create database … template` copies it in about
 * a second, where migrating a new database takes several. It is built under a temporary name and renamed when
 * complete, so a run stopped halfway leaves no half-migrated template, and it refuses connections, since PostgreSQL
 * copies only a database nobody is connected to.
 */
async function postgresTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const name = `admin_test_template_${migrationsKey()}`;
  const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
  try {
    if (await exists()) return name;
    const building = `${name}_building`;
    await admin.query(`drop database if exists "${building}" with (force)`);
    await admin.query(`create database "${building}"`);
    const database = await openDatabase({ url: withDatabase(serverUrl, building), poolSize: 1 });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    await admin.query(`alter database "${building}" with allow_connections false`);
    // The pool's connection may still be closing: renaming needs it gone.
    await connectionsGone(admin, building);
    await admin.query(`alter database "${building}" rename to "${name}"`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
  }
}

/**
 * A migrated, empty database: PGlite in memory, or a uniquely named database on the test PostgreSQL server. Copied
 * from the migrated template; `fromScratch` migrates an empty database instead (the test that compares the two).
 */
export async function openTestDatabase(
  backend: BackendName = 'pglite',
  { fromScratch = false } = {},
): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const loadDataDir = fromScratch ? undefined : await (template ??= pgliteTemplate());
    const database = await openDatabase({ pgliteStart: { ...(await pgliteBinaries()), loadDataDir } });
    await migrateDatabase(database); // a no-op on the template; kept so a stale template can never skip a migration
    return { database, backend, dispose: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `admin_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      fromScratch
        ? `create database "${name}"`
        : `create database "${name}" template "${await postgresTemplate(admin, serverUrl)}"`,
    );
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ url, poolSize: 4 });
  await migrateDatabase(database); // a no-op on the template; kept so a stale template can never skip a migration
  return {
    database,
    backend,
    url,
    async dispose() {
      await database.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      // The pool's clients may still be saying goodbye: dropping the database under them would hand them a
      // 'terminating connection' error nobody listens to any more. Wait for them (a few seconds at most).
      await connectionsGone(cleaner, name);
      await cleaner.query(`drop database if exists "${name}" with (force)`);
      await cleaner.end();
    },
  };
}

export interface CreatedUser {
  user: User;
  email: string;
  password: string;
}

export interface UserOptions {
  email?: string;
  password?: string;
  superuser?: boolean;
  active?: boolean;
  firstName?: string;
  lastName?: string;
  /** Names of the roles an ordinary user holds (default: administrator, what staff could do before roles). */
  roles?: string[];
}

export interface TestApp {
  app: App;
  db: Db;
  config: Config;
  backend: BackendName;
  /** The in-memory mailer: every message sent, newest last. */
  mailer: Mailer;
  close(): Promise<void>;
  /**
   * Waits until the app's caches have seen every change committed so far (its change feed's notifications): call
   * it after writing to the database directly, as another process would, before asking the app.
   */
  changesSeen(): Promise<void>;
  /**
   * PostgreSQL only: another server process on the same database (its own pool, change feed and caches), as a
   * second instance behind a load balancer would be. Closed with the test app.
   */
  otherProcess(): Promise<{ app: App; db: Db; changesSeen(): Promise<void> }>;
  /** Inserts a user directly (unique e-mail, password 'Shelf-of-books-7' unless given). */
  createUser(options?: UserOptions): Promise<CreatedUser>;
  /** `{authorization: 'Bearer …'}` for a user (token minted directly, no login round trip). */
  bearer(user: User): Promise<Record<string, string>>;
  /** Signs in through POST /api/auth/login and returns the access token. */
  login(email: string, password: string): Promise<string>;
  /** Signs in through POST /api/auth/cookie/login and returns the `cookie` header value. */
  cookieLogin(email: string, password: string): Promise<string>;
  /** Headers of a fresh ordinary user / superuser. */
  userHeaders(options?: UserOptions): Promise<Record<string, string>>;
  superuserHeaders(): Promise<Record<string, string>>;
}

export interface MakeTestAppOptions {
  backend?: BackendName;
  config?: Partial<Config>;
  /** Log lines go here (at level info unless `logLevel` is given in config); silent otherwise. */
  logStream?: { write(line: string): void };
  /** 'smtp': mail goes through config.smtpUrl (a real server the test started) instead of the in-memory mailer. */
  mailer?: 'memory' | 'smtp';
  /** Entity definitions that exist only in this test: their tables are made, and the app serves them. */
  definitions?: EntityDefinition[];
  /** Jobs this app's process runs on a started job queue (jobs/run.ts), as the server does; none: no queue. */
  jobs?: readonly BackgroundJob[];
}

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomUUID().slice(0, 8)}@example.com`;
}

/** URL-encoded form body for inject: `{ payload: form({...}), headers: formHeaders }`. */
export function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}
export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

/** Signs in through a login route (token or cookie) with the form the admin sends. */
function signIn(app: Awaited<ReturnType<typeof buildApp>>, url: string, email: string, password: string) {
  return app.inject({ method: 'POST', url, headers: formHeaders, payload: form({ username: email, password }) });
}

/** The value of the session cookie in a response's Set-Cookie (as a `cookie` request header), or undefined. */
export function sessionCookie(setCookie: string | string[] | undefined): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = list.find((c) => c.startsWith('admin_session='));
  if (!found) return undefined;
  const pair = found.split(';')[0]!;
  return pair === 'admin_session=' ? undefined : pair;
}

export async function makeTestApp(options: MakeTestAppOptions = {}): Promise<TestApp> {
  const backend = options.backend ?? 'pglite';
  const testDb = await openTestDatabase(backend);
  const config = testConfig(options.config);
  if (options.definitions) await createDefinedTables(testDb.database.db, options.definitions);
  const queue = options.jobs ? await openQueue(testDb.database, () => undefined) : undefined;
  const app = await buildApp({
    queue,
    db: testDb.database.db,
    config,
    logger: options.logStream
      ? { level: config.logLevel === 'silent' ? 'info' : config.logLevel, stream: options.logStream }
      : false,
    mailer: options.mailer === 'smtp' ? undefined : 'memory',
    definitions: options.definitions,
  });
  const db = testDb.database.db;
  const others: (() => Promise<void>)[] = [];
  if (queue && options.jobs) {
    // every queue of the product exists, as in the server, so a change that sends a job finds its queue; this app works only the given ones
    await createQueues(queue, backgroundJobs, config);
    await startBackgroundJobs(queue, options.jobs, {
      db,
      config,
      log: app.log,
      storage: app.storage,
      mailer: app.mailer,
      queue,
      payments: paymentProviderFor(db, config),
    });
  }

  const t: TestApp = {
    app,
    db,
    changesSeen: () => changeFeedOf(db).sync(),
    config,
    backend,
    mailer: app.mailer,
    async otherProcess() {
      if (!testDb.url) throw new Error('otherProcess: PostgreSQL only');
      const database = await openDatabase({ url: testDb.url, poolSize: 4 });
      const other = await buildApp({ db: database.db, config, logger: false, mailer: 'memory' });
      others.push(async () => {
        await other.close();
        await database.close();
      });
      return { app: other, db: database.db, changesSeen: () => database.changes.sync() };
    },
    async close() {
      for (const close of others) await close();
      await queue?.stop({ graceful: false });
      await app.close();
      await testDb.dispose();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
    async createUser(o = {}) {
      const email = o.email ?? uniqueEmail(o.superuser ? 'super' : 'user');
      const password = o.password ?? 'Shelf-of-books-7';
      const user = await createUser(db, {
        email,
        password,
        isSuperuser: o.superuser ?? false,
        isActive: o.active ?? true,
        firstName: o.firstName ?? 'Test',
        lastName: o.lastName ?? 'User',
      });
      if (!user) throw new Error(`createUser: ${email} already exists`);
      const roleNames = o.superuser ? [] : (o.roles ?? ['administrator']);
      if (roleNames.length) {
        const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, roleNames));
        if (found.length !== roleNames.length) throw new Error(`createUser: unknown role in ${roleNames.join(', ')}`);
        await db.insert(userRoles).values(found.map((role) => ({ userId: user.id, roleId: role.id })));
      }
      return { user, email: user.email, password };
    },
    async bearer(user) {
      return { authorization: `Bearer ${await createAccessToken(config, user)}` };
    },
    async login(email, password) {
      const res = await signIn(app, '/api/auth/login', email, password);
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json<{ access_token: string }>().access_token;
    },
    async cookieLogin(email, password) {
      const res = await signIn(app, '/api/auth/cookie/login', email, password);
      const cookie = sessionCookie(res.headers['set-cookie']);
      if (res.statusCode !== 204 || !cookie) throw new Error(`cookie login failed: ${res.statusCode} ${res.body}`);
      return cookie;
    },
    async userHeaders(o = {}) {
      const { user } = await t.createUser(o);
      return t.bearer(user);
    },
    async superuserHeaders() {
      const { user } = await t.createUser({ superuser: true });
      return t.bearer(user);
    },
  };
  return t;
}

export interface UseTestAppOptions extends MakeTestAppOptions {
  /** Signs a fresh ordinary user or superuser in once the app is built: `auth` then holds their bearer header. */
  signIn?: 'user' | 'superuser';
}

/**
 * Within a describe block: a test app built before the block's tests (and, with `signIn`, a user signed in) and
 * closed after them. `t` and `auth` are filled in by that beforeAll, so read them inside hooks and tests only, not
 * while the block is collected. Hooks the block adds itself run after this one, and their afterAll before the close.
 */
export function useTestApp(options: UseTestAppOptions = {}): { t: TestApp; auth: Record<string, string> } {
  const { signIn, ...appOptions } = options;
  const t = {} as TestApp;
  const auth: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(t, await makeTestApp(appOptions));
    if (signIn) Object.assign(auth, signIn === 'superuser' ? await t.superuserHeaders() : await t.userHeaders());
  });
  afterAll(() => t.close());
  return { t, auth };
}

const BOUNDARY = '----admin-test-boundary';

/** A multipart body with one file part (an upload's `payload` and `headers`). */
export function multipart(field: string, filename: string, content: Buffer, contentType = 'application/octet-stream') {
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}
