import { Create } from 'react-admin';
import { FORM_SAVE } from '../../dataProvider/errors';
import type { AppResource } from '../resourceTypes';
import { GeneratedForm } from './GeneratedForm';
import type { PageSpec } from './pageLayout';

/** Create page: saves, then back to the list (or where the resource's `afterCreate` says); server validation errors land on the fields. */
const GeneratedCreate = ({ resource, page }: { resource: AppResource; page: PageSpec }) => (
  <Create
    mutationOptions={FORM_SAVE}
    redirect={resource.config.afterCreate ? (_resource, id) => resource.config.afterCreate!(id!) : 'list'}
  >
    <GeneratedForm resource={resource} page={page} canDelete={false} />
  </Create>
);

export default GeneratedCreate;
