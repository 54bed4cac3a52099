// OpenAPI description of every route (built from the zod schemas) and Swagger UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from './auth/sessions';

export const DOCS_PREFIX = '/api/docs';

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Admin API',
        description: 'The API of the admin: auth (bearer token or cookie session), users, shop and content.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'oauth2', flows: { password: { tokenUrl: '/api/auth/login', scopes: {} } } },
          cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}

/** Security requirement for guarded routes in the OpenAPI description. */
export const authSecurity: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
