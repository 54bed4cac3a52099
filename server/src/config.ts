import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the server reads from its environment. Tests build one with `testConfig()` instead. */
export interface Config {
  port: number;
  host: string;
  /** Where the embedded database, the secret key file and the mail outbox live. */
  dataDir: string;
  /** `postgres://...` to use a PostgreSQL server; unset means embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  secretKey: string;
  firstSuperuserEmail: string;
  /** Unset: a password is generated (and printed once) when the first superuser is created. */
  firstSuperuserPassword: string | undefined;
  /** Base address used in links sent by mail (reset, invitation). */
  publicUrl: string;
  /** `smtp://user:pass@host:587`; unset means mails are written as .eml files under `outboxDir`. */
  smtpUrl: string | undefined;
  /** The outbox folder while SMTP_URL is unset (OUTBOX_DIR, default DATA_DIR/outbox); processes sharing one stand for one mail server. */
  outboxDir: string;
  mailFrom: string;
  /** The built admin (index.html and assets). */
  distDir: string;
  /** Seed the demo dataset on first start. */
  seedDemo: boolean;
  /** Trust X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy: boolean;
  /** Other origins whose pages may call the API from a browser (CORS_ORIGINS, comma-separated); none by default. */
  corsOrigins: string[];
  logLevel: string;
  accessTokenTtlSeconds: number;
  sessionTtlSeconds: number;
  resetTokenTtlSeconds: number;
  inviteTokenTtlSeconds: number;
  /** Requests per window per client address on sign-in, signup and recovery; 0 turns the limit off. */
  authRateLimitMax: number;
  authRateLimitWindowSeconds: number;
  /**
   * Who may create an account without a superuser (SIGNUP_MODE): 'approval' (default: the account waits, inactive,
   * until a superuser activates it), 'open' (active at once; only for installations where every sign-up is staff),
   * 'closed' (sign-up refused).
   */
  signupMode: SignupMode;
  /** Form submissions per minute per client address (FORM_RATE_LIMIT, default 20; 0 turns the limit off). */
  formRateLimitMax: number;
  /** Largest file one upload may carry (FILES_MAX_MB, default 100 MB). */
  filesMaxBytes: number;
  /** S3-compatible object storage for files when S3_BUCKET is set; unset: local disk under DATA_DIR/files. */
  s3: S3Config | undefined;
  /** Charge due subscriptions every so many minutes (BILLING_INTERVAL_MINUTES, default 60; 0 turns it off). */
  billingIntervalMinutes: number;
  /** Publish CMS pages whose scheduled time has come every so many seconds (CMS_PUBLISH_INTERVAL_SECONDS, default 60; 0 turns it off). */
  cmsPublishIntervalSeconds: number;
  /** Newsletter messages sent per second by this process (NEWSLETTER_RATE, default 10; 0: as fast as the server takes them). */
  newsletterRate: number;
  /** The bearer token GET /api/metrics asks for (METRICS_TOKEN); unset, the endpoint does not exist (404). */
  metricsToken?: string;
  /** Check every active support mail account this often (SUPPORT_CHECK_INTERVAL_MINUTES, default 5; 0 turns it off). */
  supportCheckIntervalMinutes: number;
  /** Background jobs: tries after the first failure (JOB_RETRY_LIMIT) and the first pause, doubled each time (JOB_RETRY_DELAY_SECONDS). */
  jobRetryLimit: number;
  jobRetryDelaySeconds: number;
  /** How often each server process asks the queue for work when it has none (JOB_POLL_SECONDS, whole seconds; 0 is the queue's least, half a second). */
  jobPollSeconds: number;
  /** Remove form uploads no submission names, a day after their upload, this often (FORM_UPLOAD_SWEEP_MINUTES, default 60; 0 turns it off). */
  formUploadSweepMinutes: number;
  /**
   * Tests only (CHANGE_FEED_DELAY_MS): how much later the admin streams hear of changes, as on a busy server, so that a
   * test proves a page tells its own saves from others' changes without relying on when the news arrives.
   */
  changeFeedDelayMs: number;
  /**
   * The payment provider for charges, refunds and payment links (PAYMENT_PROVIDER: sandbox, the default, or payplus).
   * PayPlus needs PAYPLUS_API_KEY, PAYPLUS_SECRET_KEY, PAYPLUS_PAYMENT_PAGE_UID and, for charging stored cards,
   * PAYPLUS_TERMINAL_UID; PAYPLUS_BASE_URL defaults to PayPlus's test server. Unset in tests: the sandbox.
   */
  payplus?: PayPlusConfig;
  /**
   * The composer's WhatsApp channel through the WhatsApp Cloud API when WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID
   * are set (WHATSAPP_API_URL defaults to https://graph.facebook.com/v21.0); unset: the stub (fixed placeholder numbers).
   */
  whatsapp?: WhatsAppConfig;
}

export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  /** The Graph API root, without a trailing slash. */
  apiUrl: string;
  /** The sending number as people see it (WHATSAPP_DISPLAY_NUMBER); shown in the composer. */
  displayNumber: string | undefined;
}

export interface PayPlusConfig {
  apiKey: string;
  secretKey: string;
  paymentPageUid: string;
  terminalUid: string | undefined;
  /** The REST API's root, e.g. https://restapi.payplus.co.il/api/v1.0 (production). */
  baseUrl: string;
}

export interface S3Config {
  bucket: string;
  /** Unset: AWS itself (region from S3_REGION). */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style addressing (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
}

type Env = Record<string, string | undefined>;

export const SIGNUP_MODES = ['approval', 'open', 'closed'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

function signupModeFrom(env: Env): SignupMode {
  const raw = (env.SIGNUP_MODE ?? '').trim().toLowerCase();
  if (!raw) return 'approval';
  if (!(SIGNUP_MODES as readonly string[]).includes(raw))
    throw new Error(`SIGNUP_MODE must be one of ${SIGNUP_MODES.join(', ')} (got "${env.SIGNUP_MODE}")`);
  return raw as SignupMode;
}

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number >= 0, got "${raw}"`);
  return value;
}

function boolFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/** SECRET_KEY from the environment, else the one kept in DATA_DIR/secret_key (created on first use). */
export function loadOrCreateSecretKey(dataDir: string): string {
  const file = path.join(dataDir, 'secret_key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(48).toString('base64url');
  writeFileSync(file, key + '\n', { mode: 0o600, flag: 'wx' });
  return key;
}

export const defaults = {
  port: 8000,
  host: '0.0.0.0',
  dataDir: './data',
  distDir: './dist',
  firstSuperuserEmail: 'admin@example.com',
  mailFrom: 'Admin <no-reply@example.com>',
  accessTokenTtlSeconds: 60 * 60 * 24 * 8,
  sessionTtlSeconds: 60 * 60 * 24 * 14,
  resetTokenTtlSeconds: 60 * 60,
  inviteTokenTtlSeconds: 60 * 60 * 24 * 7,
  authRateLimitMax: 10,
  authRateLimitWindowSeconds: 60,
  filesMaxMb: 100,
} as const;

function payplusFrom(env: Env): PayPlusConfig | undefined {
  const provider = (nonEmpty(env.PAYMENT_PROVIDER) ?? 'sandbox').toLowerCase();
  if (provider === 'sandbox') return undefined;
  if (provider !== 'payplus') throw new Error(`PAYMENT_PROVIDER must be sandbox or payplus, not ${provider}`);
  const apiKey = nonEmpty(env.PAYPLUS_API_KEY);
  const secretKey = nonEmpty(env.PAYPLUS_SECRET_KEY);
  const paymentPageUid = nonEmpty(env.PAYPLUS_PAYMENT_PAGE_UID);
  const missing = [
    !apiKey && 'PAYPLUS_API_KEY',
    !secretKey && 'PAYPLUS_SECRET_KEY',
    !paymentPageUid && 'PAYPLUS_PAYMENT_PAGE_UID',
  ].filter(Boolean);
  if (missing.length) throw new Error(`PAYMENT_PROVIDER=payplus needs ${missing.join(', ')}`);
  return {
    apiKey: apiKey!,
    secretKey: secretKey!,
    paymentPageUid: paymentPageUid!,
    terminalUid: nonEmpty(env.PAYPLUS_TERMINAL_UID),
    baseUrl: (nonEmpty(env.PAYPLUS_BASE_URL) ?? 'https://restapidev.payplus.co.il/api/v1.0').replace(/\/+$/, ''),
  };
}

function whatsappFrom(env: Env): WhatsAppConfig | undefined {
  const token = nonEmpty(env.WHATSAPP_TOKEN);
  const phoneNumberId = nonEmpty(env.WHATSAPP_PHONE_NUMBER_ID);
  if (!token && !phoneNumberId) return undefined;
  if (!token || !phoneNumberId)
    throw new Error('WhatsApp needs both WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID (or neither, for the stub)');
  return {
    token,
    phoneNumberId,
    apiUrl: (nonEmpty(env.WHATSAPP_API_URL) ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
    displayNumber: nonEmpty(env.WHATSAPP_DISPLAY_NUMBER),
  };
}

function s3From(env: Env): S3Config | undefined {
  const bucket = nonEmpty(env.S3_BUCKET);
  if (!bucket) return undefined;
  return {
    bucket,
    endpoint: nonEmpty(env.S3_ENDPOINT),
    region: nonEmpty(env.S3_REGION) ?? 'us-east-1',
    accessKeyId: nonEmpty(env.S3_ACCESS_KEY_ID),
    secretAccessKey: nonEmpty(env.S3_SECRET_ACCESS_KEY),
    forcePathStyle: boolFrom(env, 'S3_FORCE_PATH_STYLE', true),
  };
}

/** `https://shop.example, http://localhost:5173` → each origin as a browser sends it; anything else stops the start. */
function originsFrom(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)
    .map((origin) => {
      const url = URL.canParse(origin) ? new URL(origin) : null;
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin)
        throw new Error(`CORS_ORIGINS: ${origin} is not an origin (scheme://host[:port])`);
      return origin;
    });
}

/** Reads the configuration from the environment (process.env by default). */
export function loadConfig(env: Env = process.env): Config {
  const port = intFrom(env, 'PORT', defaults.port);
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? defaults.dataDir);
  const secretKey = nonEmpty(env.SECRET_KEY) ?? loadOrCreateSecretKey(dataDir);
  return {
    port,
    host: nonEmpty(env.HOST) ?? defaults.host,
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    secretKey,
    firstSuperuserEmail: (nonEmpty(env.FIRST_SUPERUSER_EMAIL) ?? defaults.firstSuperuserEmail).toLowerCase(),
    firstSuperuserPassword: nonEmpty(env.FIRST_SUPERUSER_PASSWORD),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: nonEmpty(env.SMTP_URL),
    outboxDir: path.resolve(nonEmpty(env.OUTBOX_DIR) ?? path.join(dataDir, 'outbox')),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? defaults.mailFrom,
    distDir: path.resolve(nonEmpty(env.DIST_DIR) ?? defaults.distDir),
    seedDemo: boolFrom(env, 'SEED_DEMO', true),
    trustProxy: boolFrom(env, 'TRUST_PROXY', false),
    corsOrigins: originsFrom(env.CORS_ORIGINS),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    accessTokenTtlSeconds: intFrom(env, 'ACCESS_TOKEN_TTL_SECONDS', defaults.accessTokenTtlSeconds),
    sessionTtlSeconds: intFrom(env, 'SESSION_TTL_SECONDS', defaults.sessionTtlSeconds),
    resetTokenTtlSeconds: defaults.resetTokenTtlSeconds,
    inviteTokenTtlSeconds: defaults.inviteTokenTtlSeconds,
    authRateLimitMax: intFrom(env, 'AUTH_RATE_LIMIT', defaults.authRateLimitMax),
    authRateLimitWindowSeconds: intFrom(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', defaults.authRateLimitWindowSeconds),
    formRateLimitMax: intFrom(env, 'FORM_RATE_LIMIT', 20),
    signupMode: signupModeFrom(env),
    filesMaxBytes: intFrom(env, 'FILES_MAX_MB', defaults.filesMaxMb) * 1024 * 1024,
    s3: s3From(env),
    billingIntervalMinutes: intFrom(env, 'BILLING_INTERVAL_MINUTES', 60),
    cmsPublishIntervalSeconds: intFrom(env, 'CMS_PUBLISH_INTERVAL_SECONDS', 60),
    newsletterRate: intFrom(env, 'NEWSLETTER_RATE', 10),
    supportCheckIntervalMinutes: intFrom(env, 'SUPPORT_CHECK_INTERVAL_MINUTES', 5),
    jobRetryLimit: intFrom(env, 'JOB_RETRY_LIMIT', 3),
    jobRetryDelaySeconds: intFrom(env, 'JOB_RETRY_DELAY_SECONDS', 30),
    jobPollSeconds: Math.max(0.5, intFrom(env, 'JOB_POLL_SECONDS', 5)),
    metricsToken: nonEmpty(env.METRICS_TOKEN),
    formUploadSweepMinutes: intFrom(env, 'FORM_UPLOAD_SWEEP_MINUTES', 60),
    changeFeedDelayMs: intFrom(env, 'CHANGE_FEED_DELAY_MS', 0),
    payplus: payplusFrom(env),
    whatsapp: whatsappFrom(env),
  };
}
