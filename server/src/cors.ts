// Cross-origin calls (CORS): only the origins CORS_ORIGINS names may call the API from a browser page of theirs;
// by default none, so the admin's own origin is the only one a browser lets read the answers.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (!origins.length) return;
  const allowed = new Set(origins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    // the token variant sends Authorization; the cookie stays SameSite, so another site's page never carries it
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
}
