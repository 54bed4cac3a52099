import { describe, expect, it } from 'vitest';
import { linkAddress } from './linkAddress';

describe('linkAddress', () => {
  it.each([
    ['https://example.com/about', 'https://example.com/about'],
    ['  http://shop.co.il  ', 'http://shop.co.il'],
    ['www.example.org/a?b=1', 'https://www.example.org/a?b=1'],
    ['mailto:books@example.com', 'mailto:books@example.com'],
    ['tel:+972-3-555-1234', 'tel:+972-3-555-1234'],
    ['/events', '/events'],
    ['#contact', '#contact'],
  ])('takes %s', (text, stored) => expect(linkAddress(text)).toBe(stored));

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'data:text/html,x',
    'example',
    'http://',
    'https://no-dot',
    'ftp://files.example.com',
    'mailto:nobody',
  ])('refuses %j', (text) => expect(linkAddress(text)).toBeNull());
});
