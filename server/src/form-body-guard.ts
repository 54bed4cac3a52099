// API routes take JSON. A form-encoded body is what a page on another site can send without asking (a "simple"
// request, no CORS preflight), so an /api route refuses one (415) unless its schema names the type in `consumes`
// (the sign-in forms of both variants). The server's own HTML pages (/pay, the newsletter's pages) take forms.
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from './spa';
import { httpError } from './errors';

const FORM = 'application/x-www-form-urlencoded';

export function registerFormBodyGuard(app: FastifyInstance): void {
  app.addHook('preParsing', async (request) => {
    const type = String(request.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (type !== FORM || !request.url.startsWith(`${API_PREFIX}/`)) return;
    const consumes = (request.routeOptions.schema as { consumes?: readonly string[] } | undefined)?.consumes;
    if (!consumes?.includes(FORM)) throw httpError(415, `Unsupported Media Type: ${FORM}`);
  });
}
