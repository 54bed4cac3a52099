/**
 * Disposable (throw-away) mail domains from disposable-email-domains-js, a maintained copy of the community
 * blocklist. The list is about 170 kB, so it is its own chunk, loaded the first time an input that refuses
 * such addresses validates one: it never weighs on the first page load.
 */
let domains: Promise<ReadonlySet<string>> | undefined;

export const loadDisposableDomains = (): Promise<ReadonlySet<string>> => {
  domains ??= import('disposable-email-domains-js/dist/dict/disposable_email_blocklist.json').then(
    (module) => new Set((module.default as string[]).map((domain) => domain.toLowerCase())),
    (error: unknown) => {
      domains = undefined;
      throw error;
    },
  );
  return domains;
};

/** True when the domain or one of its parent domains is listed ("x.mailinator.com" counts as mailinator.com). */
export const isDisposableDomain = (domain: string, listed: ReadonlySet<string>): boolean => {
  const labels = domain.trim().toLowerCase().split('.');
  for (let start = 0; start < labels.length - 1; start += 1) {
    if (listed.has(labels.slice(start).join('.'))) return true;
  }
  return false;
};
