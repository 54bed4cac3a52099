// HTML for the preview: DOMPurify with iframes allowed, then every iframe that is not a YouTube or Vimeo player
// dropped (the same players the server keeps).
import DOMPurify from 'dompurify';

const PLAYERS = /^https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com)\//;

export function previewHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allowfullscreen', 'frameborder', 'allow'],
    RETURN_DOM: true,
  }) as HTMLElement;
  for (const frame of Array.from(clean.querySelectorAll('iframe'))) {
    if (!PLAYERS.test(frame.getAttribute('src') ?? '')) frame.remove();
    else frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
  }
  return clean.innerHTML;
}
