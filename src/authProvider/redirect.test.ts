import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectTargetFrom } from './redirect';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('sign-in redirects', () => {
  it('sends a signed-out user to /login with the full path to come back to', () => {
    expect(loginPathFor(at('/shop/authors', '?filter=%7B%7D&page=2', '#top'))).toBe(
      `/login?redirect=${encodeURIComponent('/shop/authors?filter=%7B%7D&page=2#top')}`,
    );
    expect(loginPathFor(at('/'))).toBe('/login');
  });

  it('keeps the redirect of a sign-in page that is checked again', () => {
    expect(loginPathFor(at('/login', '?redirect=%2Fshop'))).toBe('/login?redirect=%2Fshop');
    expect(loginPathFor(at('/signup'))).toBe('/login');
  });

  it('after sign-in goes back to that path, else home', () => {
    expect(redirectTargetFrom('?redirect=%2Fshop%2Fauthors%3Fpage%3D2')).toBe('/shop/authors?page=2');
    expect(redirectTargetFrom('')).toBe('/');
  });

  it('never leaves the app and never returns to a sign-in page', () => {
    for (const target of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login',
      '/resetPassword?token=x',
    ]) {
      expect(redirectTargetFrom(`?redirect=${encodeURIComponent(target)}`)).toBe('/');
    }
  });
});
