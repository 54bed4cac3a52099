import { apiUrl } from '../../config';
import { storage } from '../../lib/storage';
import { emailDomain } from './emailRules';

/** Wait after the last keystroke before the server check. */
export const DOMAIN_CHECK_DEBOUNCE_MS = 1000;

/** Local-storage key of the bearer token (the token variant of the auth provider). */
const TOKEN_KEY = 'access_token';

export type DomainVerdict = 'valid' | 'invalid' | 'unavailable';

/** The API's answer: `GET /api/email/domain/{domain}`. */
interface DomainAnswer {
  status?: unknown;
  has_mx?: unknown;
}

const verdicts = new Map<string, Exclude<DomainVerdict, 'unavailable'>>();
const inFlight = new Map<string, Promise<DomainVerdict>>();

/** A domain is refused only when the server finds it both not valid and without a mail exchanger. */
export const verdictOf = (answer: DomainAnswer): Exclude<DomainVerdict, 'unavailable'> | undefined => {
  if (typeof answer.has_mx !== 'boolean') return undefined;
  return answer.status !== 'valid' && !answer.has_mx ? 'invalid' : 'valid';
};

const ask = async (domain: string, fetchImpl: typeof fetch): Promise<Exclude<DomainVerdict, 'unavailable'>> => {
  const token = storage.get(TOKEN_KEY);
  const response = await fetchImpl(`${apiUrl}/email/domain/${encodeURIComponent(domain)}`, {
    method: 'GET',
    credentials: 'include',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`the domain check answered ${response.status}`);
  const verdict = verdictOf((await response.json()) as DomainAnswer);
  if (!verdict) throw new Error('the domain check gave an answer without has_mx');
  return verdict;
};

/** The verdict already known for an address, if any. */
export const knownDomainVerdict = (address: string): DomainVerdict | undefined => verdicts.get(address);

/**
 * Asks the API whether the address's domain can receive mail. Verdicts are cached per address, and
 * simultaneous checks of one address share a request. When the check is unavailable (network, server error,
 * odd answer) the failure is only logged and the address is not held against the person.
 */
export const checkEmailDomain = (address: string, fetchImpl: typeof fetch = fetch): Promise<DomainVerdict> => {
  const known = verdicts.get(address);
  if (known) return Promise.resolve(known);
  const pending = inFlight.get(address);
  if (pending) return pending;
  const request = ask(emailDomain(address), fetchImpl)
    .then((verdict): DomainVerdict => {
      verdicts.set(address, verdict);
      return verdict;
    })
    .catch((error: unknown): DomainVerdict => {
      console.warn('E-mail input: the domain check is unavailable', error);
      return 'unavailable';
    })
    .finally(() => inFlight.delete(address));
  inFlight.set(address, request);
  return request;
};

/** Forgets every verdict (tests). */
export const clearDomainVerdicts = (): void => {
  verdicts.clear();
  inFlight.clear();
};
