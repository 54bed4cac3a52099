import { Create } from 'react-admin';
import type { AppResource } from '../defineResource';
import { GeneratedForm } from './GeneratedForm';
import type { PageSpec } from './pageLayout';

/** Create page: saves, then on to the new record (or back to the list); server validation errors land on the fields. */
const GeneratedCreate = ({ resource, page }: { resource: AppResource; page: PageSpec }) => (
  <Create redirect={resource.resourceProps.edit ? 'edit' : 'list'}>
    <GeneratedForm resource={resource} page={page} canDelete={false} />
  </Create>
);

export default GeneratedCreate;
