import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'admin-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('has the documented defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      firstSuperuserEmail: 'admin@example.com',
      firstSuperuserPassword: undefined,
      publicUrl: 'http://localhost:8000',
      smtpUrl: undefined,
      seedDemo: true,
      authRateLimitMax: 10,
      resetTokenTtlSeconds: 3600,
    });
    expect(config.distDir).toBe(path.resolve('dist'));
    expect(config.outboxDir).toBe(path.join(dataDir, 'outbox'));
  });

  it('generates SECRET_KEY once, keeps it under DATA_DIR and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).secretKey;
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(readFileSync(path.join(dataDir, 'secret_key'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dataDir, 'secret_key')).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir }).secretKey).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'from-env' }).secretKey).toBe('from-env');
  });

  it('reads every variable and lower-cases the superuser e-mail', () => {
    const config = loadConfig({
      PORT: '9001',
      HOST: '127.0.0.1',
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://u@db/admin',
      SECRET_KEY: 's',
      FIRST_SUPERUSER_EMAIL: 'Boss@Example.com',
      FIRST_SUPERUSER_PASSWORD: 'pw-123456',
      PUBLIC_URL: 'https://admin.example.com/',
      SMTP_URL: 'smtp://mail:25',
      OUTBOX_DIR: '/srv/outbox',
      DIST_DIR: '/srv/dist',
      AUTH_RATE_LIMIT: '0',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 9001,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db/admin',
      firstSuperuserEmail: 'boss@example.com',
      firstSuperuserPassword: 'pw-123456',
      publicUrl: 'https://admin.example.com',
      smtpUrl: 'smtp://mail:25',
      outboxDir: '/srv/outbox',
      distDir: '/srv/dist',
      authRateLimitMax: 0,
      seedDemo: false,
    });
  });

  it('refuses malformed numbers and booleans', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), SECRET_KEY: 's', PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), SECRET_KEY: 's', SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), SECRET_KEY: 's', SIGNUP_MODE: 'everyone' })).toThrow(/SIGNUP_MODE/);
    expect(loadConfig({ DATA_DIR: tempDir(), SECRET_KEY: 's' }).signupMode).toBe('approval');
  });

  it('reads the CORS origins, and refuses what is not an origin', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).corsOrigins).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: ' https://shop.example/ , http://localhost:5173' }).corsOrigins,
    ).toEqual(['https://shop.example', 'http://localhost:5173']);
    for (const bad of ['shop.example', 'https://shop.example/path', 'ftp://shop.example', '*'])
      expect(() => loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS/);
  });
});
