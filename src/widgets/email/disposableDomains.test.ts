import { describe, expect, it } from 'vitest';
import { isDisposableDomain, loadDisposableDomains } from './disposableDomains';

describe('disposable domains', () => {
  it('loads the maintained list once', async () => {
    const first = loadDisposableDomains();
    expect(loadDisposableDomains()).toBe(first);
    const listed = await first;
    expect(listed.size).toBeGreaterThan(1000);
    expect(listed.has('mailinator.com')).toBe(true);
  });

  it('refuses a listed domain and its subdomains, in any case', async () => {
    const listed = await loadDisposableDomains();
    expect(isDisposableDomain('mailinator.com', listed)).toBe(true);
    expect(isDisposableDomain('Guerrillamail.com', listed)).toBe(true);
    expect(isDisposableDomain('inbox.mailinator.com', listed)).toBe(true);
  });

  it('accepts ordinary domains', async () => {
    const listed = await loadDisposableDomains();
    for (const domain of ['gmail.com', 'walla.co.il', 'example.com', 'com', '']) {
      expect(isDisposableDomain(domain, listed)).toBe(false);
    }
  });
});
