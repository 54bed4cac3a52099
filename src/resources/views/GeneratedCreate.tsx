import { Create } from 'react-admin';
import type { AppResource } from '../defineResource';
import { GeneratedForm } from './GeneratedForm';

/** Create page: saves, then back to the list; server validation errors land on the fields. */
const GeneratedCreate = ({ resource, inputs }: { resource: AppResource; inputs: string[] }) => (
  <Create redirect="list">
    <GeneratedForm resource={resource} inputs={inputs} canDelete={false} />
  </Create>
);

export default GeneratedCreate;
