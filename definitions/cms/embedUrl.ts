// YouTube and Vimeo links to their embed addresses. No dependencies: the admin's editor imports it too, so the
// address it inserts is the one the server's sanitiser keeps.

/** The embed address of a YouTube or Vimeo link, or null when it is neither. */
export function embedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^m\./, 'www.');
  if (host === 'youtu.be') return `https://www.youtube.com/embed/${url.pathname.slice(1)}`;
  if (host === 'www.youtube.com' || host === 'youtube.com') {
    if (url.pathname.startsWith('/embed/')) return `https://www.youtube.com${url.pathname}`;
    const id = url.searchParams.get('v');
    return id ? `https://www.youtube.com/embed/${id}` : null;
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com') {
    const id = url.pathname.split('/').filter(Boolean)[0];
    return id && /^\d+$/.test(id) ? `https://player.vimeo.com/video/${id}` : null;
  }
  if (host === 'player.vimeo.com') return `https://player.vimeo.com${url.pathname}`;
  return null;
}
