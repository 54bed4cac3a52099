// Serves the built admin from DIST_DIR: its files as they are, and index.html for every other non-/api GET
// (the admin uses real paths, so a reload of /customers/42 must load the app). Unknown /api paths and other
// methods answer 404 {"detail":"Not Found"}.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const API_PREFIX = '/api';

function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/** Missing hashed build files (/assets/...) are real 404s, never the HTML page. */
function isAssetPath(url: string): boolean {
  return url.startsWith('/assets/');
}

export function hasBuiltAdmin(distDir: string): boolean {
  return existsSync(path.join(distDir, 'index.html'));
}

/** How long a build file may be used without asking: hashed assets for good, icons a day, the rest never. */
const cachingOf = (filePath: string): string => {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (filePath.includes(`${path.sep}icons${path.sep}`)) return 'public, max-age=86400';
  return 'no-cache';
};

/**
 * Registers the static files (when DIST_DIR holds a build) and the not-found handler.
 * Returns whether the admin is served.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  const served = hasBuiltAdmin(distDir);
  if (served) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz copies of its text files (build/compressAssets.ts): sent to browsers that accept them.
      preCompressed: true,
      // The app's icons are kept a day: the browser asks for the page's icon again on every move within the app,
      // each a round trip otherwise. Everything else (index.html, manifest.webmanifest, sw.js) is asked for again on
      // every use, so a new deploy's service worker is found at the next visit (public/sw.js).
      setHeaders(reply, filePath) {
        reply.header('cache-control', cachingOf(filePath));
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url) && !isAssetPath(url);
    if (served && wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ detail: 'Not Found' });
  });
  return served;
}
