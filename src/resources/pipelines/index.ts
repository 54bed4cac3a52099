import pipelines from '../../../definitions/entities/pipelines';
import { can } from '../../authProvider/permissions';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { resourceFromDefinition } from '../../engine/fromDefinition';

/** Deals pipelines from their definition; a pipeline's page is its stages and tags. */
export default resourceFromDefinition(pipelines, {
  // under settings for those who may change them; reading them (the deals board, the composer) needs only list
  access: (user) => can(user, 'pipeline', 'update'),
  list: ['name', 'description', 'sort_order', 'created_at'],
  edit: lazyWithReload(() => import('./PipelineSettings')),
});
