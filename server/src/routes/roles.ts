// GET /api/roles/catalogue (superusers): what a role can grant, for the admin's permission matrix: every resource
// (the factory entities, then the bespoke areas), the actions and the screens. The roles themselves are a factory
// entity (entities/roles.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSuperuser } from '../auth/guards';
import { ACTIONS, BESPOKE_RESOURCES, SCREENS } from '../auth/permissions';
import { authSecurity } from '../docs';
import { errorResponses } from '../errors';

const catalogue = z
  .object({ resources: z.array(z.string()), actions: z.array(z.string()), screens: z.array(z.string()) })
  .meta({ id: 'PermissionCatalogue' });

const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/catalogue', {
    onRequest: requireSuperuser,
    schema: {
      tags: ['role'],
      summary: 'The resources, actions and screens a role may grant',
      security: authSecurity,
      response: { 200: catalogue, ...errorResponses(401, 403) },
    },
    handler: async () => ({
      resources: [...app.entities.map((e) => e.name).filter((name) => name !== 'role'), ...BESPOKE_RESOURCES],
      actions: [...ACTIONS],
      screens: [...SCREENS],
    }),
  });
};

export default rolesRoutes;
