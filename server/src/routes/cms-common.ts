// What the CMS's route plugins (cms.ts, cms-tables.ts) share: their tag and how they are described, a thing's id in
// the path, and the parts of a route that reads or changes one thing by it.
import { z } from 'zod';
import { queryInt, zId } from '../schemas/common';
import { byId, type DeleteRoutes, routeSchemas } from './route-schema';

const tags = ['cms'];
/** How every CMS route is described: its tag and a signed-in user's security. */
export const doc = routeSchemas({ tags });
export const idParams = z.object({ id: queryInt(zId()) });
/** A route about one thing by its id. */
export const byCmsId = byId(idParams);
/** What every plain delete is described with. */
export const deletes: DeleteRoutes = { tags, params: idParams, errors: [401, 404, 422] };
