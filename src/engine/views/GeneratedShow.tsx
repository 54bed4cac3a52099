import { EditButton, Labeled, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import type { AppResource } from '../resourceTypes';
import { ShowChangedElsewhere } from './ChangedElsewhere';
import { withHistoryTab } from './history/withHistoryTab';
import { PageBody } from './PageBody';
import { RecordNav } from './RecordNav';
import type { PageSpec } from './pageLayout';
import { RecordField } from './RecordField';
import { useAllowedQuery } from './useAllowedQuery';

/** Show page: every displayed field with its label, in the page's sections and tabs. */
const GeneratedShow = ({ resource, page }: { resource: AppResource; page: PageSpec }) => {
  const queryOptions = useAllowedQuery('show');
  return (
    <Show
      queryOptions={queryOptions}
      actions={
        <TopToolbar sx={{ alignItems: 'center' }}>
          <RecordNav linkType="show" />
          {resource.resourceProps.edit ? <EditButton /> : null}
        </TopToolbar>
      }
    >
      <ShowChangedElsewhere />
      <SimpleShowLayout>
        <PageBody
          resource={resource}
          page={withHistoryTab(page, resource)}
          renderField={(name) => (
            <Labeled source={name} fullWidth sx={{ mb: 1.5 }}>
              <RecordField source={name} spec={resource.fields[name]} />
            </Labeled>
          )}
        />
      </SimpleShowLayout>
    </Show>
  );
};

export default GeneratedShow;
