import { describe, expect, it } from 'vitest';
import { previewHtml } from './previewHtml';

describe('previewHtml', () => {
  it('keeps YouTube and Vimeo players and drops scripts, handlers and other frames', () => {
    const html = previewHtml(
      '<h2>א</h2><iframe src="https://www.youtube.com/embed/x"></iframe><iframe src="https://evil.example.com/"></iframe><img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">l</a>',
    );
    expect(html).toContain('<h2>א</h2>');
    expect(html).toContain('https://www.youtube.com/embed/x');
    expect(html).not.toMatch(/evil|onerror|<script|javascript:/);
  });
});
