import { describe, expect, it } from 'vitest';
import { inlineStyles, mergeFields, personalise, renderLayout, textOf, trackClicks } from './render';

describe('newsletter rendering', () => {
  it('escapes merged values and uses the fallback only for an empty value', () => {
    const links = { unsubscribe: 'https://x.test/nl/u/1.a', view: 'https://x.test/nl/v/1.b' };
    expect(mergeFields('שלום {{first_name|קורא יקר}}', { email: 'a@b.c', firstName: '<b>דנה</b>' }, links)).toBe(
      'שלום &lt;b&gt;דנה&lt;/b&gt;',
    );
    expect(mergeFields('שלום {{ first_name | קורא יקר }}', { email: 'a@b.c', firstName: '  ' }, links)).toBe(
      'שלום קורא יקר',
    );
    expect(mergeFields('{{last_name}}|{{unsubscribe_url}}|{{view_url}}|{{unknown}}', { email: 'a@b.c' }, links)).toBe(
      '|https://x.test/nl/u/1.a|https://x.test/nl/v/1.b|{{unknown}}',
    );
  });

  it('puts the content in the slot inside an RTL table layout with inline styles, preheader hidden', () => {
    const html = renderLayout({
      subject: 'נושא',
      preheader: 'מקדים',
      language: 'he',
      templateHtml: '<div>ראש</div>{{content}}',
      content: '<p>גוף</p>',
    });
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toMatch(/<table role="presentation"[^>]*dir="rtl"/);
    expect(html).toContain('<div>ראש</div><p style="margin:0 0 16px 0;line-height:1.6;font-size:16px">גוף</p>');
    expect(html).toContain('display:none');
    expect(renderLayout({ subject: 's', language: 'en', templateHtml: 'no slot', content: '<p>x</p>' })).toContain(
      'dir="ltr"',
    );
    expect(inlineStyles('<p style="color:red">a</p><a href="x">b</a>')).toBe(
      '<p style="color:red">a</p><a href="x" style="color:inherit;text-decoration:underline">b</a>',
    );
  });

  it('tracks clicks on outside links only, adds the pixel, and writes a text part with the links', () => {
    const tracked = trackClicks(
      '<a href="https://shop.test/a?x=1&amp;y=2">A</a><a href="https://me.test/nl/u/1">U</a>',
      (url) => `https://me.test/nl/c?u=${encodeURIComponent(url)}`,
      'https://me.test/nl/',
    );
    expect(tracked).toBe(
      '<a href="https://me.test/nl/c?u=https%3A%2F%2Fshop.test%2Fa%3Fx%3D1%26y%3D2">A</a><a href="https://me.test/nl/u/1">U</a>',
    );
    const html = personalise(
      renderLayout({
        subject: 's',
        language: 'he',
        templateHtml: null,
        content: '<p>שלום <a href="https://shop.test">חנות</a></p>',
      }),
      { email: 'a@b.c' },
      { unsubscribe: 'u', view: 'v', open: 'https://me.test/nl/o/1.gif' },
      'https://me.test/nl/',
    );
    expect(html).toContain('<img src="https://me.test/nl/o/1.gif"');
    expect(textOf(html)).toBe('שלום חנות (https://shop.test)');
  });
});
