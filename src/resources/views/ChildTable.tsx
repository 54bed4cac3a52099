import { DataTable, Pagination, ReferenceManyField } from 'react-admin';
import { useAppResource } from '../registry';
import { FieldValue } from './FieldValue';

interface Props {
  /** Route name of the child resource. */
  reference: string;
  /** Its field holding this record's id. */
  target: string;
  columns?: string[];
}

/** The records of another resource that point at this one, as a small table with its own paging (referenceMany). */
export const ChildTable = ({ reference, target, columns }: Props) => {
  const child = useAppResource(reference);
  if (!child) return null;
  const shown = columns ?? child.listColumns.filter((c) => c !== target);
  const rowClick = child.resourceProps.edit ? 'edit' : child.resourceProps.show ? 'show' : false;
  return (
    <ReferenceManyField reference={child.routeName} target={target} perPage={10} pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}>
      <DataTable rowClick={rowClick} bulkActionButtons={false} empty={<span />}>
        {shown.map((name) => (
          <DataTable.Col key={name} source={name} label={`resources.${child.name}.fields.${name}`}>
            <FieldValue source={name} spec={child.fields[name]} cell />
          </DataTable.Col>
        ))}
      </DataTable>
    </ReferenceManyField>
  );
};
