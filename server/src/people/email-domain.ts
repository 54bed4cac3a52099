// Can a domain receive mail? A DNS MX look-up with a short time-out and an in-memory cache, for the e-mail
// input's server check (instead of a third-party service). The resolver is injectable: tests never touch DNS.
import { Resolver } from 'node:dns/promises';
import { domainToASCII } from 'node:url';

export interface DomainAnswer {
  /** 'valid' when the domain exists and accepts mail (MX, or an address record as the implicit exchanger). */
  status: 'valid' | 'invalid';
  has_mx: boolean;
}

export interface DnsResolver {
  resolveMx(domain: string): Promise<Array<{ exchange: string; priority: number }>>;
  resolve4(domain: string): Promise<string[]>;
}

/** The look-up could not give an answer (time-out, server failure): the caller says so rather than guessing. */
export class DomainCheckUnavailable extends Error {
  constructor(reason: string) {
    super(`domain check unavailable: ${reason}`);
    this.name = 'DomainCheckUnavailable';
  }
}

export interface DomainCheckerOptions {
  resolver?: DnsResolver;
  timeoutMs?: number;
  /** How long an answer is kept: found domains, and domains found not to take mail. */
  ttlMs?: number;
  negativeTtlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /**
   * A domain known to take mail. A "no such domain" answer is believed only when DNS still finds this one:
   * on a closed network every name is "not found", and refusing every address there would block the staff.
   * Default 'gmail.com' with the real resolver; none with an injected one unless given.
   */
  canaryDomain?: string | null;
}

export type DomainChecker = (domain: string) => Promise<DomainAnswer>;

const MAX_DOMAIN_LENGTH = 253;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The ASCII (punycode) lower-case form of a syntactically valid mail domain, or null. */
export function normaliseDomain(text: string): string | null {
  const trimmed = text.trim().replace(/\.$/, '');
  if (!trimmed || trimmed.length > MAX_DOMAIN_LENGTH) return null;
  const ascii = domainToASCII(trimmed).toLowerCase();
  if (!ascii || ascii.length > MAX_DOMAIN_LENGTH) return null;
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null;
  return TLD.test(labels.at(-1)!) ? ascii : null;
}

const codeOf = (error: unknown): string | undefined => (error as { code?: string } | null)?.code;
const NO_SUCH_DOMAIN = new Set(['ENOTFOUND', 'NXDOMAIN']);
const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('DNS look-up timed out'), { code: 'ETIMEOUT' })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function lookUp(resolver: DnsResolver, domain: string, timeoutMs: number): Promise<DomainAnswer> {
  try {
    const records = await withTimeout(resolver.resolveMx(domain), timeoutMs);
    // RFC 7505 "null MX": the domain says it accepts no mail.
    const nullMx = records.length === 1 && (records[0]!.exchange === '' || records[0]!.exchange === '.');
    if (records.length && !nullMx) return { status: 'valid', has_mx: true };
    if (nullMx) return { status: 'invalid', has_mx: false };
  } catch (error) {
    if (NO_SUCH_DOMAIN.has(codeOf(error) ?? '')) return { status: 'invalid', has_mx: false };
    if (codeOf(error) !== 'ENODATA') throw new DomainCheckUnavailable(codeOf(error) ?? String(error));
  }
  // No MX: an address record makes the domain its own mail exchanger (RFC 5321 section 5.1).
  try {
    const addresses = await withTimeout(resolver.resolve4(domain), timeoutMs);
    return { status: addresses.length ? 'valid' : 'invalid', has_mx: false };
  } catch (error) {
    if (NO_RECORDS.has(codeOf(error) ?? '')) return { status: 'invalid', has_mx: false };
    throw new DomainCheckUnavailable(codeOf(error) ?? String(error));
  }
}

/** Whether DNS answers at all, asked of the canary domain at most once per `ttlMs`. */
function dnsWorks(resolver: DnsResolver, canary: string, timeoutMs: number, ttlMs: number, now: () => number) {
  let known: { works: boolean; expires: number } | undefined;
  return async (): Promise<boolean> => {
    if (known && known.expires > now()) return known.works;
    const works = await withTimeout(resolver.resolveMx(canary), timeoutMs).then(
      (r) => r.length > 0,
      () => false,
    );
    known = { works, expires: now() + ttlMs };
    return works;
  };
}

export function createDomainChecker(options: DomainCheckerOptions = {}): DomainChecker {
  const timeoutMs = options.timeoutMs ?? 2000;
  const resolver = options.resolver ?? new Resolver({ timeout: timeoutMs, tries: 1 });
  const canary = options.canaryDomain !== undefined ? options.canaryDomain : options.resolver ? null : 'gmail.com';
  const ttlMs = options.ttlMs ?? 60 * 60 * 1000;
  const negativeTtlMs = options.negativeTtlMs ?? 5 * 60 * 1000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { answer: DomainAnswer; expires: number }>();
  const inFlight = new Map<string, Promise<DomainAnswer>>();
  const canaryAnswers = canary ? dnsWorks(resolver, canary, timeoutMs, negativeTtlMs, now) : async () => true;
  const believed = async (answer: DomainAnswer): Promise<DomainAnswer> => {
    if (answer.status === 'valid' || (await canaryAnswers())) return answer;
    throw new DomainCheckUnavailable(`DNS finds not even ${canary}`);
  };

  return async (domain) => {
    const cached = cache.get(domain);
    if (cached && cached.expires > now()) return cached.answer;
    cache.delete(domain);
    let pending = inFlight.get(domain);
    if (!pending) {
      pending = lookUp(resolver, domain, timeoutMs)
        .then(believed)
        .then((answer) => {
          cache.set(domain, { answer, expires: now() + (answer.status === 'valid' ? ttlMs : negativeTtlMs) });
          if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
          return answer;
        })
        .finally(() => inFlight.delete(domain));
      inFlight.set(domain, pending);
    }
    return pending;
  };
}
