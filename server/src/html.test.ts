import { describe, expect, it } from 'vitest';
import { embedUrl, sanitizeHtml } from './html';

describe('sanitizeHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>שלום</p>', '<p>שלום</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example/x"></iframe>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<p style="color:red;background:url(javascript:alert(1))">x</p>', '<p style="color:red">x</p>'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'x'],
  ])('removes what runs code: %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('keeps text, right-to-left paragraphs, tables and YouTube and Vimeo embeds', () => {
    const html =
      '<h2>כותרת</h2><p dir="rtl">טקסט</p><table><tbody><tr><td>1</td></tr></tbody></table><iframe src="https://www.youtube.com/embed/abc" width="560" height="315"></iframe><iframe src="https://player.vimeo.com/video/1" width="640" height="360"></iframe>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('gives an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
  });
});

describe('embedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=abc', 'https://www.youtube.com/embed/abc'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://example.com/video', null],
    ['not a link', null],
  ])('%s → %s', (link, embed) => {
    expect(embedUrl(link)).toBe(embed);
  });
});
