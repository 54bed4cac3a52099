import { DataTable, Pagination, ReferenceManyField, useRecordContext } from 'react-admin';
import { useAppResource } from '../registry';
import { RowMenu } from './actions/RowMenu';
import { EmptyState } from './EmptyState';
import { FieldValue } from './FieldValue';

interface Props {
  /** Route name of the child resource. */
  reference: string;
  /** Its field holding this record's id. */
  target: string;
  columns?: string[];
}

/**
 * The records of another resource that point at this one, as a small table with its own paging (referenceMany) and
 * their row actions; with none, the one empty state says so and offers to add one for this record.
 */
export const ChildTable = ({ reference, target, columns }: Props) => {
  const child = useAppResource(reference);
  const record = useRecordContext();
  if (!child) return null;
  const shown = columns ?? child.listColumns.filter((c) => c !== target);
  const rowClick = child.resourceProps.edit ? 'edit' : child.resourceProps.show ? 'show' : false;
  // the child's row actions (a payment's refund) are offered here too, as in its own list; deleting stays there
  const hasRowMenu = (child.config.actions ?? []).some((a) => a.row !== false && !a.refs);
  return (
    <ReferenceManyField
      reference={child.routeName}
      target={target}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      <DataTable
        rowClick={rowClick}
        bulkActionButtons={false}
        empty={<EmptyState resource={child} dense createRecord={record ? { [target]: record.id } : undefined} />}
      >
        {shown.map((name) => (
          <DataTable.Col key={name} source={name} label={`resources.${child.name}.fields.${name}`}>
            <FieldValue source={name} spec={child.fields[name]} cell />
          </DataTable.Col>
        ))}
        {hasRowMenu ? (
          <DataTable.Col label={false} sx={{ width: 48 }}>
            <RowMenu resource={child} canDelete={false} />
          </DataTable.Col>
        ) : null}
      </DataTable>
    </ReferenceManyField>
  );
};
