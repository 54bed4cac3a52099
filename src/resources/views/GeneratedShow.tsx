import { Labeled, Show, SimpleShowLayout } from 'react-admin';
import type { AppResource } from '../defineResource';
import { FieldValue } from './FieldValue';
import { useAllowedQuery } from './useAllowedQuery';

/** Show page: every displayed field with its label. */
const GeneratedShow = ({ resource, fields }: { resource: AppResource; fields: string[] }) => {
  const queryOptions = useAllowedQuery('show');
  return (
    <Show queryOptions={queryOptions}>
      <SimpleShowLayout>
        {fields.map((name) => (
          <Labeled key={name} source={name}>
            <FieldValue source={name} spec={resource.fields[name]} />
          </Labeled>
        ))}
      </SimpleShowLayout>
    </Show>
  );
};

export default GeneratedShow;
