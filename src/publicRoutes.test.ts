import { describe, expect, it } from 'vitest';
import { isPublicPath } from './publicRoutes';
import { formNameOf } from './screens/forms/formPath';

describe("isPublicPath: the app's pages drawn without the resource definitions", () => {
  it('holds the public forms', () => {
    expect(isPublicPath('/f/contact-us')).toBe(true);
  });

  it('leaves out home, the resources, the screens, unknown paths and the sign-in pages (src/signin draws those, not the app)', () => {
    for (const path of ['/', '/customers', '/shop/authors/3', '/profile', '/f', '/no-such-page', '/login', '/signup'])
      expect(isPublicPath(path), path).toBe(false);
  });
});

describe("formNameOf: the form a public page's path names (the page's own entry reads it without the router)", () => {
  it('reads the name as the route does, decoded, and nothing from another path', () => {
    expect(formNameOf('/f/contact-us')).toBe('contact-us');
    expect(formNameOf('/f/event-registration/')).toBe('event-registration');
    expect(formNameOf('/f/%D7%98%D7%95%D7%A4%D7%A1')).toBe('טופס');
    for (const path of ['/f', '/f/', '/f/a/b', '/customers', '/f/%E0%A4%A'])
      expect(formNameOf(path), path).toBeUndefined();
  });
});
