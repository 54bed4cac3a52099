// JWTs (HS256, signed with SECRET_KEY): access tokens (variant A), password reset and invitation tokens.
// Every token carries a fingerprint of the current password hash, so it dies when the password changes: reset and
// invitation tokens work once, and access tokens end with a password change or reset.
import { createHash } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../config';

export type TokenPurpose = 'access' | 'reset' | 'invite';

const ISSUER = 'admin-api';
/** The HMAC key, imported once per config (jose would import raw bytes again on every sign and verify). */
const keys = new WeakMap<Config, Promise<CryptoKey>>();

function keyOf(config: Config): Promise<CryptoKey> {
  let key = keys.get(config);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(config.secretKey),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(config, key);
  }
  return key;
}

/** A short digest of the stored password hash (never the hash itself) that changes with every new password. */
export function passwordFingerprint(hashedPassword: string): string {
  return createHash('sha256').update(hashedPassword).digest('base64url').slice(0, 22);
}

async function sign(
  config: Config,
  purpose: TokenPurpose,
  subject: string,
  ttlSeconds: number,
  claims: Record<string, string> = {},
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setAudience(`${ISSUER}:${purpose}`)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(await keyOf(config));
}

export interface VerifiedToken {
  userId: string;
  purpose: TokenPurpose;
  fingerprint?: string;
}

/**
 * Access tokens whose signature was checked already, with their expiry (seconds): a client sends the same token
 * with every request, and checking the signature again (jose, WebCrypto) was the costliest step of a signed-in
 * request. A hit gives the same answer the check would (the same bytes under the same key), but for the expiry,
 * which is checked on every use. Only access tokens: reset and invitation tokens are used once.
 */
const verifiedAccess = new WeakMap<Config, Map<string, { token: VerifiedToken; exp: number }>>();
const VERIFIED_ACCESS_SIZE = 1000;

function knownAccessToken(config: Config, token: string): VerifiedToken | undefined {
  const known = verifiedAccess.get(config)?.get(token);
  if (!known) return undefined;
  if (known.exp * 1000 <= Date.now()) {
    verifiedAccess.get(config)!.delete(token);
    return undefined;
  }
  return known.token;
}

function rememberAccessToken(config: Config, token: string, verified: VerifiedToken, exp: number): void {
  let known = verifiedAccess.get(config);
  if (!known) {
    known = new Map();
    verifiedAccess.set(config, known);
  }
  if (known.size >= VERIFIED_ACCESS_SIZE) known.delete(known.keys().next().value!);
  known.set(token, { token: verified, exp });
}

/** The token's subject and purpose, or null when it is malformed, expired, forged or of another purpose. */
export async function verifyToken(
  config: Config,
  token: string,
  purposes: readonly TokenPurpose[],
): Promise<VerifiedToken | null> {
  const known = purposes.includes('access') ? knownAccessToken(config, token) : undefined;
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, await keyOf(config), {
      issuer: ISSUER,
      audience: purposes.map((p) => `${ISSUER}:${p}`),
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'aud'],
    });
    // One audience, one purpose: a token naming several is refused.
    if (Array.isArray(payload.aud) && payload.aud.length !== 1) return null;
    const audience = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
    const purpose = audience?.slice(ISSUER.length + 1) as TokenPurpose;
    if (!payload.sub) return null;
    const verified: VerifiedToken = {
      userId: payload.sub,
      purpose,
      fingerprint: typeof payload.fp === 'string' ? payload.fp : undefined,
    };
    if (purpose === 'access' && payload.exp !== undefined) rememberAccessToken(config, token, verified, payload.exp);
    return verified;
  } catch {
    return null;
  }
}

/** An access token; it carries the password's fingerprint, so a password change or reset ends it. */
export function createAccessToken(config: Config, user: { id: string; hashedPassword: string }): Promise<string> {
  return sign(config, 'access', user.id, config.accessTokenTtlSeconds, {
    fp: passwordFingerprint(user.hashedPassword),
  });
}

/** A reset (1 hour) or invitation (7 days) token, valid until used or until the password changes. */
export function createPasswordToken(
  config: Config,
  purpose: 'reset' | 'invite',
  user: { id: string; hashedPassword: string },
): Promise<string> {
  const ttl = purpose === 'reset' ? config.resetTokenTtlSeconds : config.inviteTokenTtlSeconds;
  return sign(config, purpose, user.id, ttl, { fp: passwordFingerprint(user.hashedPassword) });
}
