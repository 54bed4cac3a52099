// The generated pages' calls beside react-admin's data provider: a record read afresh (not from the page's cache)
// when another person changed it, and a references field changed on several records at once.
import type { RaRecord } from 'react-admin';
import type { ApiBody } from '../../../definitions/wire/api';
import { withId } from '../../dataProvider/endpoints';
import { http } from '../../dataProvider/http';
import type { AppResource } from '../resourceTypes';

/** The record as the server has it now (silent: the page words a failure itself). */
export const readRecord = (resource: AppResource, id: RaRecord['id']) =>
  http.get<RaRecord>(withId(resource.api.one!, id), { silent: true });

/** Every entity's `bulk/refs` takes the products' body, naming one of its own references fields. */
type RefsChange = Omit<ApiBody<'/api/ecommerce/product/bulk/refs', 'post'>, 'field'> & { field: string };

/** Adds, removes or replaces ids of a references field on the chosen records; answers how many changed. */
export const changeRefs = (resource: AppResource, body: RefsChange) =>
  http.post<{ changed: number }>(`${resource.api.bulk}/refs`, body);
