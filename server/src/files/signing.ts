// Signed file addresses: an <img src> cannot carry the bearer token of variant A, so every record the API answers
// holds URLs signed for its path_key (HMAC with the server's secret key). A signature lasts 1 to 2 hours and stays
// the same within the hour, so browsers cache the image.
import { createHmac, timingSafeEqual } from 'node:crypto';

const HOUR = 3600;

const signatureOf = (secret: string, purpose: string, pathKey: string, exp: number) =>
  createHmac('sha256', secret).update(`${purpose}\n${pathKey}\n${exp}`).digest('base64url').slice(0, 32);

/** `exp` (unix seconds) and `sig` for reading `pathKey` by `purpose` ('file' or 'thumb'). */
export function signFile(
  secret: string,
  purpose: string,
  pathKey: string,
  now = Date.now(),
): { exp: number; sig: string } {
  const exp = (Math.floor(now / 1000 / HOUR) + 2) * HOUR;
  return { exp, sig: signatureOf(secret, purpose, pathKey, exp) };
}

export function verifyFileSignature(
  secret: string,
  purpose: string,
  pathKey: string,
  exp: number,
  sig: string,
  now = Date.now(),
): boolean {
  if (!Number.isInteger(exp) || exp * 1000 < now) return false;
  const expected = Buffer.from(signatureOf(secret, purpose, pathKey, exp));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
