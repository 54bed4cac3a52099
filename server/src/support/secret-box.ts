// Mail account passwords at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the server's SECRET_KEY.
// Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url; a changed SECRET_KEY cannot open them (the account then
// reports the password must be entered again).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const keys = new Map<string, Buffer>();

function keyOf(secretKey: string): Buffer {
  let key = keys.get(secretKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secretKey, 'admin-mail-accounts', 'email account password v1', 32));
    keys.set(secretKey, key);
  }
  return key;
}

export function sealSecret(secretKey: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
    '.',
  );
}

/** The password, or undefined when it was sealed under another key or the text is damaged. */
export function openSecret(secretKey: string, sealed: string): string | undefined {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secretKey), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
