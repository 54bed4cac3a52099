import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { createAccessToken, createPasswordToken, verifyToken } from './tokens';

const config = () =>
  loadConfig({
    SECRET_KEY: 'tokens-test-secret-key-0123456789abcdef',
    DATA_DIR: '/tmp/tokens-test',
    ACCESS_TOKEN_TTL_SECONDS: '60',
  });

describe('verifyToken with access tokens checked before', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts the same token again, and refuses it once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cfg = config();
    const token = await createAccessToken(cfg, { id: 'user-1', hashedPassword: 'h' });
    expect(await verifyToken(cfg, token, ['access'])).toMatchObject({ userId: 'user-1', purpose: 'access' });
    expect(await verifyToken(cfg, token, ['access'])).toMatchObject({ userId: 'user-1' });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verifyToken(cfg, token, ['access'])).toBeNull();
  });

  it('refuses a token with the signature of another once the first was accepted', async () => {
    const cfg = config();
    const token = await createAccessToken(cfg, { id: 'user-1', hashedPassword: 'h' });
    await verifyToken(cfg, token, ['access']);
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyToken(cfg, forged, ['access'])).toBeNull();
  });

  it('does not let an accepted access token pass as another purpose, nor a reset token as access', async () => {
    const cfg = config();
    const access = await createAccessToken(cfg, { id: 'user-1', hashedPassword: 'h' });
    await verifyToken(cfg, access, ['access']);
    expect(await verifyToken(cfg, access, ['reset'])).toBeNull();
    const reset = await createPasswordToken(cfg, 'reset', { id: 'user-1', hashedPassword: 'x' });
    expect(await verifyToken(cfg, reset, ['reset'])).toMatchObject({ purpose: 'reset' });
    expect(await verifyToken(cfg, reset, ['access'])).toBeNull();
  });

  it('keeps nothing across configurations (another secret key)', async () => {
    const token = await createAccessToken(config(), { id: 'user-1', hashedPassword: 'h' });
    await verifyToken(config(), token, ['access']);
    const other = loadConfig({ SECRET_KEY: 'another-secret-key-0123456789abcdefghij', DATA_DIR: '/tmp/tokens-test' });
    expect(await verifyToken(other, token, ['access'])).toBeNull();
  });
});
