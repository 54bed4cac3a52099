import { Create } from 'react-admin';
import type { AppResource } from '../defineResource';
import { GeneratedForm } from './GeneratedForm';
import type { PageSpec } from './pageLayout';

/** Create page: saves, then back to the list; server validation errors land on the fields. */
const GeneratedCreate = ({ resource, page }: { resource: AppResource; page: PageSpec }) => (
  <Create redirect="list">
    <GeneratedForm resource={resource} page={page} canDelete={false} />
  </Create>
);

export default GeneratedCreate;
