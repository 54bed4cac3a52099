import { Edit } from 'react-admin';
import { FORM_SAVE } from '../../dataProvider/errors';
import type { AppResource } from '../defineResource';
import { GeneratedForm } from './GeneratedForm';
import { withHistoryTab } from './history/withHistoryTab';
import type { PageSpec } from './pageLayout';
import { useAllowedQuery } from './useAllowedQuery';

/** Edit page, pessimistic so that server validation errors land on the fields. */
const GeneratedEdit = ({ resource, page }: { resource: AppResource; page: PageSpec }) => {
  const queryOptions = useAllowedQuery('edit');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={FORM_SAVE} redirect="list" queryOptions={queryOptions}>
      <GeneratedForm resource={resource} page={withHistoryTab(page, resource)} canDelete={Boolean(resource.api.delete)} />
    </Edit>
  );
};

export default GeneratedEdit;
