// Security headers (helmet) with a content security policy the built admin runs under:
// React + MUI/emotion (inline <style> tags), data:/blob: images, Web Workers from blob: or 'self'.
// Add a source here when a screen needs one (for example an embed host for rich-text videos).
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const cspDirectives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  mediaSrc: ["'self'", 'blob:', 'data:'],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  // Not forced: the product is also reached over plain http on a LAN.
  upgradeInsecureRequests: null,
};

/**
 * helmet's headers on every answer. One helmet middleware, built once: its header values are worked out when it is
 * made (@fastify/helmet made a new one, CSP parsing included, on every request).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const options = {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives },
    crossOriginEmbedderPolicy: false,
    // HSTS only matters over https; browsers ignore it on http.
    strictTransportSecurity: { maxAge: 15552000, includeSubDomains: false },
  };
  const headers = helmet(options);
  // Public forms (/f/<name>) are made to be embedded in the business's website, on any host.
  const embeddable = helmet({
    ...options,
    contentSecurityPolicy: { useDefaults: false, directives: { ...cspDirectives, frameAncestors: ['*'] } },
    frameguard: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    (request.url.startsWith('/f/') ? embeddable : headers)(request.raw, reply.raw, (error) =>
      done(error as Error | undefined),
    ),
  );
}
