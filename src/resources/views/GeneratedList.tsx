import { CreateButton, DataTable, List, Pagination, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import type { AppResource } from '../defineResource';
import { ConfirmBulkDeleteButton, ConfirmDeleteButton } from './ConfirmDeleteButton';
import { FieldInput } from './FieldInput';
import { FieldValue } from './FieldValue';
import { useAllowedQuery } from './useAllowedQuery';

interface Props {
  resource: AppResource;
  columns: string[];
}

const pageSizes = [10, 25, 50, 100];

/** The list page of a resource: DataTable, server paging, search, filters, sort. */
const GeneratedList = ({ resource, columns }: Props) => {
  const translate = useTranslate();
  const queryOptions = useAllowedQuery('list');
  const { config, fields, api, resourceProps } = resource;
  const options = config.listOptions ?? {};
  const sorts = Boolean(api.list?.sort) || api.list?.paging === 'none';
  const canDelete = Boolean(api.delete) && options.rowDelete !== false;
  const rowClick = options.rowClick ?? (resourceProps.edit ? 'edit' : resourceProps.show ? 'show' : false);
  const filters = [
    ...(options.search ? [<SearchInput key="q" source="q" alwaysOn placeholder={translate('app.list.search')} />] : []),
    ...Object.entries(options.filters ?? {}).map(([name, spec]) => (
      <FieldInput key={name} source={name} spec={spec} alwaysOn asFilter />
    )),
  ];
  return (
    <List
      queryOptions={queryOptions}
      filters={filters.length ? filters : undefined}
      perPage={options.perPage ?? 25}
      sort={options.sort}
      exporter={false}
      // Filters are always shown: no "add filter" menu.
      // On phones the create button floats: the toolbar then takes no room.
      actions={
        <TopToolbar sx={{ minHeight: { xs: 0, sm: 48 }, p: { xs: 0 }, bgcolor: { xs: 'transparent' } }}>
          {resourceProps.create ? <CreateButton /> : null}
        </TopToolbar>
      }
      pagination={<Pagination rowsPerPageOptions={pageSizes} />}
    >
      <DataTable rowClick={rowClick} bulkActionButtons={canDelete ? <ConfirmBulkDeleteButton /> : false}>
        {columns.map((name) => {
          const spec = fields[name];
          return (
            <DataTable.Col key={name} source={name} disableSort={!sorts || spec.sortable === false || spec.kind === 'computed'}>
              <FieldValue source={name} spec={spec} />
            </DataTable.Col>
          );
        })}
        {canDelete ? (
          <DataTable.Col label={false}>
            <ConfirmDeleteButton redirect={false} />
          </DataTable.Col>
        ) : null}
      </DataTable>
    </List>
  );
};

export default GeneratedList;
