import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  CanAccess,
  ColumnsButton,
  DataTable,
  List,
  Pagination,
  SearchInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { useRemembered } from '../../lib/useRemembered';
import type { AppResource } from '../resourceTypes';
import { listFirstPage } from './listFirstPage';
import { BulkActions } from './actions/BulkActions';
import { RowMenu } from './actions/RowMenu';
import { ExportMenu } from './export/ExportMenu';
import { FieldInput } from './FieldInput';
import { DeletedRecordsButton } from './history/DeletedRecordsButton';
import { SavedViewsButton } from './savedViews/SavedViewsButton';
import { FieldValue } from './FieldValue';
import { EntityImportButton } from './import/EntityImportButton';
import { CreateItemButton } from './CreateItemButton';
import { useAllowedQuery } from './useAllowedQuery';
import { EmptyState } from './EmptyState';
import { FirstRowsFirst, FirstRowsFirstBody } from './firstRowsFirst';
import { ReferencesAhead } from './ReferencesAhead';
import { PAGE_SIZE_CHOICES } from '../../lib/pageSizes';

interface Props {
  resource: AppResource;
  columns: string[];
}

const canImport = (resource: AppResource) =>
  Boolean(resource.config.import && resource.api.import && resource.api.create);

type ListView = 'table' | 'grid';
const isListView = (value: unknown): value is ListView => value === 'table' || value === 'grid';

/** Table or grid, for a resource that has a grid view. */
const ViewToggle = ({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_, next: unknown) => isListView(next) && onChange(next)}
      aria-label={translate('app.list.view')}
    >
      {(['table', 'grid'] as const).map((v) => (
        <Tooltip key={v} title={translate(`app.list.view_${v}`)}>
          <ToggleButton value={v} aria-label={translate(`app.list.view_${v}`)}>
            {v === 'table' ? <TableRowsOutlined fontSize="small" /> : <GridViewOutlined fontSize="small" />}
          </ToggleButton>
        </Tooltip>
      ))}
    </ToggleButtonGroup>
  );
};

/**
 * On phones the toolbar's buttons show their icons only, as react-admin's own buttons do there, so they fit one line:
 * the words stay in the button (at size 0) as its name for screen readers and tests.
 */
const iconsOnPhones = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    alignItems: 'center',
    '& .MuiButton-root:has(> .MuiButton-startIcon)': { fontSize: 0, minWidth: 40, '& .MuiButton-startIcon': { m: 0 } },
  },
});

/** Saved views, columns (shown and their order, remembered per list), create, import, export and deleted records above the list (on phones the create button floats and takes no room). */
const ListActions = ({
  resource,
  view,
  onView,
  table,
}: {
  resource: AppResource;
  view?: ListView;
  onView?: (view: ListView) => void;
  table: boolean;
}) => (
  <TopToolbar
    sx={[
      { minHeight: { xs: 0, sm: 48 }, p: { xs: 0 }, bgcolor: { xs: 'transparent' }, flexWrap: 'wrap' },
      iconsOnPhones,
    ]}
  >
    {view && onView ? <ViewToggle view={view} onChange={onView} /> : null}
    <SavedViewsButton />
    {table ? <ColumnsButton /> : null}
    {resource.resourceProps.create ? <CreateItemButton /> : null}
    {canImport(resource) ? (
      <CanAccess action="import">
        <EntityImportButton resource={resource} />
      </CanAccess>
    ) : null}
    {resource.config.listOptions?.export !== false ? (
      <CanAccess action="export">
        <ExportMenu resource={resource} />
      </CanAccess>
    ) : null}
    {resource.api.delete ? <DeletedRecordsButton resource={resource} /> : null}
    {(resource.config.listOptions?.toolbar ?? []).map((Button, i) => (
      <Button key={i} />
    ))}
  </TopToolbar>
);

/** Nothing here yet: the one empty state, with the list's import and own buttons, below the list's header (which stays: its tabs lead on). */
const Empty = ({ resource }: { resource: AppResource }) => {
  const Header = resource.config.listOptions?.header;
  return (
    <Box sx={{ width: '100%' }}>
      {Header ? <Header /> : null}
      <EmptyState resource={resource} importable={canImport(resource)}>
        {canImport(resource) ? (
          <CanAccess action="import">
            <EntityImportButton resource={resource} variant="outlined" />
          </CanAccess>
        ) : null}
        {(resource.config.listOptions?.toolbar ?? []).map((Button, i) => (
          <Button key={i} />
        ))}
        {resource.api.delete ? <DeletedRecordsButton resource={resource} /> : null}
      </EmptyState>
    </Box>
  );
};

/** The list page of a resource: DataTable (or a simple list on phones), server paging, search, filters, sort, actions. */
const GeneratedList = ({ resource, columns }: Props) => {
  const translate = useTranslate();
  const queryOptions = useAllowedQuery('list');
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { config, fields, api, resourceProps } = resource;
  const options = config.listOptions ?? {};
  const firstPage = listFirstPage(options);
  const sorts = Boolean(api.list?.sort) || api.list?.paging === 'none';
  const canDelete = Boolean(api.delete) && options.rowDelete !== false;
  const hasRowMenu = canDelete || (config.actions ?? []).some((a) => a.row !== false);
  const hasBulk = canDelete || (config.actions ?? []).some((a) => a.bulk !== false);
  const rowClick = options.rowClick ?? (resourceProps.edit ? 'edit' : resourceProps.show ? 'show' : false);
  const filters = [
    ...(options.search ? [<SearchInput key="q" source="q" alwaysOn placeholder={translate('app.list.search')} />] : []),
    ...Object.entries(options.filters ?? {}).map(([name, spec]) => (
      <FieldInput key={name} source={name} spec={spec} alwaysOn asFilter />
    )),
  ];
  const represented = columns.find((c) => c === config.recordRepresentation) ?? columns[0];
  const phone = options.phone === 'table' ? undefined : options.phone;
  const [secondary, tertiary] = [phone?.secondary, phone?.tertiary];
  const isPicture = (c: string) => ['image', 'images', 'file', 'files'].includes(fields[c].kind);
  // On phones a picture column shows beside the title, not as a line of text.
  const picture = columns.find((c) => c !== represented && ['image', 'images'].includes(fields[c].kind));
  const rest = columns.filter((c) => c !== represented && fields[c].kind !== 'boolean' && !isPicture(c));
  const Header = options.header;
  const line = (name: string | undefined) => (name ? <FieldValue source={name} spec={fields[name]} cell /> : undefined);
  const Grid = options.grid;
  const [chosenView, setView] = useRemembered<ListView>(`list-view.${resource.name}`, 'table', isListView);
  const view = Grid ? chosenView : 'table';
  const bulkActions = hasBulk ? <BulkActions resource={resource} canDelete={canDelete} /> : (false as const);
  return (
    <List
      queryOptions={queryOptions}
      filters={filters.length ? filters : undefined}
      perPage={firstPage.perPage}
      sort={firstPage.sort}
      exporter={false}
      actions={
        <ListActions
          resource={resource}
          view={Grid ? view : undefined}
          onView={Grid ? setView : undefined}
          table={view === 'table' && (!isSmall || options.phone === 'table')}
        />
      }
      empty={<Empty resource={resource} />}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZE_CHOICES} />}
    >
      {Header ? <Header /> : null}
      <ReferencesAhead columns={columns} fields={fields} />
      {Grid && view === 'grid' ? (
        <Grid bulkActions={bulkActions} />
      ) : isSmall && options.phone !== 'table' ? (
        <FirstRowsFirst>
          <SimpleList
            primaryText={(record) => (phone?.primary ? line(phone.primary) : <bdi>{resource.represent(record)}</bdi>)}
            leftIcon={picture ? () => <FieldValue source={picture} spec={fields[picture]} cell /> : undefined}
            secondaryText={line(secondary ?? rest[0])}
            tertiaryText={
              // Beside the title: kept apart from it and dimmed, whichever the direction.
              (tertiary ?? rest[1]) ? (
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem', marginInlineStart: 1.5 }}>
                  {line(tertiary ?? rest[1])}
                </Box>
              ) : undefined
            }
            linkType={rowClick}
            rightIcon={
              phone?.menu && hasRowMenu
                ? () => (
                    // the row is a link: a tap on its menu opens the menu, not the record
                    <Box component="span" onClickCapture={(event) => event.preventDefault()}>
                      <RowMenu resource={resource} canDelete={canDelete} />
                    </Box>
                  )
                : undefined
            }
          />
        </FirstRowsFirst>
      ) : (
        <DataTable rowClick={rowClick} bulkActionButtons={bulkActions} body={FirstRowsFirstBody}>
          {columns.map((name) => {
            const spec = fields[name];
            return (
              <DataTable.Col
                key={name}
                source={name}
                disableSort={!sorts || spec.sortable === false || spec.kind === 'computed'}
              >
                <FieldValue source={name} spec={spec} cell />
              </DataTable.Col>
            );
          })}
          {hasRowMenu ? (
            <DataTable.Col label={false} sx={{ width: 48 }}>
              <RowMenu resource={resource} canDelete={canDelete} />
            </DataTable.Col>
          ) : null}
        </DataTable>
      )}
    </List>
  );
};

export default GeneratedList;
