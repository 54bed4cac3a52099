import { Edit, ShowButton, TopToolbar } from 'react-admin';
import { FORM_SAVE } from '../../dataProvider/errors';
import type { AppResource } from '../resourceTypes';
import { GeneratedForm } from './GeneratedForm';
import { RecordNav } from './RecordNav';
import { withHistoryTab } from './history/withHistoryTab';
import type { PageSpec } from './pageLayout';
import { useAllowedQuery } from './useAllowedQuery';

/** Edit page, pessimistic so that server validation errors land on the fields; previous/next record of the list above it. */
const GeneratedEdit = ({ resource, page }: { resource: AppResource; page: PageSpec }) => {
  const queryOptions = useAllowedQuery('edit');
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={FORM_SAVE}
      redirect="list"
      queryOptions={queryOptions}
      actions={
        <TopToolbar sx={{ alignItems: 'center' }}>
          <RecordNav linkType="edit" />
          {resource.resourceProps.show ? <ShowButton /> : null}
        </TopToolbar>
      }
    >
      <GeneratedForm
        resource={resource}
        page={withHistoryTab(page, resource)}
        canDelete={Boolean(resource.api.delete)}
        editing
      />
    </Edit>
  );
};

export default GeneratedEdit;
