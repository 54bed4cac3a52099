// Sends a stored file's bytes: its real type, nosniff (helmet, on every answer), inline only for types a browser
// shows without running anything, a download otherwise, a sandbox for anything else it opens, byte ranges for video.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileRow } from '../db/schema/index';
import { notFound } from '../errors';
import { showsInline } from './sniff';
import { thumbnailKey, type ByteRange, type Storage } from './storage';

const RANGE = /^bytes=(\d*)-(\d*)$/;

/** One satisfiable range of `size` bytes, 'unsatisfiable', or undefined for the whole file. */
function rangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? RANGE.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

const dispositionOf = (row: FileRow, download: boolean) => {
  const kind = download || !showsInline(row.mimeType) ? 'attachment' : 'inline';
  const ascii = row.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.name)}`;
};

export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  row: FileRow,
  options: { thumbnail?: boolean; download?: boolean },
) {
  const cache = row.isPublic ? 'public, max-age=86400' : 'private, max-age=3600';
  if (options.thumbnail) {
    const body = row.hasThumbnail ? await storage.get(thumbnailKey(row.pathKey)) : undefined;
    if (!body) throw notFound();
    return reply.type('image/webp').header('cache-control', cache).send(body);
  }
  const range = rangeOf(request.headers.range, row.size);
  if (range === 'unsatisfiable')
    return reply.code(416).header('content-range', `bytes */${row.size}`).send({ detail: 'Range Not Satisfiable' });
  const body = await storage.get(row.pathKey, range);
  if (!body) throw notFound();
  reply
    .type(row.mimeType)
    .header('cache-control', cache)
    .header('accept-ranges', 'bytes')
    .header('content-disposition', dispositionOf(row, options.download === true))
    // opened on its own (a new tab), a file runs nothing; PDFs keep the browser's viewer, which a sandbox blocks
    .header(
      'content-security-policy',
      row.mimeType === 'application/pdf'
        ? "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'"
        : "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'",
    );
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${row.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', row.size);
  }
  return reply.send(body);
}
