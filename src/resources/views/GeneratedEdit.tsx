import { Edit } from 'react-admin';
import type { AppResource } from '../defineResource';
import { GeneratedForm } from './GeneratedForm';
import { useAllowedQuery } from './useAllowedQuery';

/** Edit page, pessimistic so that server validation errors land on the fields. */
const GeneratedEdit = ({ resource, inputs }: { resource: AppResource; inputs: string[] }) => {
  const queryOptions = useAllowedQuery('edit');
  return (
    <Edit mutationMode="pessimistic" redirect="list" queryOptions={queryOptions}>
      <GeneratedForm resource={resource} inputs={inputs} canDelete={Boolean(resource.api.delete)} />
    </Edit>
  );
};

export default GeneratedEdit;
