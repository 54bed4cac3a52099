import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  ColumnsButton,
  CanAccess,
  DataTable,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { formatDate } from '../../lib/format';
import { ConfirmBulkDeleteButton } from '../../engine/views/ConfirmDeleteButton';
import { CreateItemButton } from '../../engine/views/CreateItemButton';
import { SavedViewsButton } from '../../engine/views/savedViews/SavedViewsButton';
import { useEmptyHint } from '../../engine/views/useEmptyHint';
import { FirstRowsFirst, FirstRowsFirstBody } from '../../engine/views/firstRowsFirst';
import {
  CreatedAtField,
  CustomerNameField,
  EmailsField,
  NationalIdField,
  PhonesField,
  RolesField,
  primaryContact,
} from './ContactFields';
import type { Person } from './customerTypes';
import { CustomerExportButton } from './CustomerExportButton';
import { useRoleChoices } from './useRoles';
import { CustomerImportButton } from './import/CustomerImportButton';
import { CustomerImportProvider } from './import/CustomerImportProvider';
import { PAGE_SIZE_CHOICES } from '../../lib/pageSizes';
import { CUSTOMER_LIST_PAGE } from './listPage';

const ListActions = ({ table }: { table: boolean }) => (
  <TopToolbar>
    <SavedViewsButton />
    {table ? <ColumnsButton /> : null}
    <CreateItemButton />
    <CanAccess action="import">
      <CustomerImportButton />
    </CanAccess>
    <CanAccess action="export">
      <CustomerExportButton />
    </CanAccess>
  </TopToolbar>
);

/** No customers yet: add one, or import a file of them (as far as the user may). */
const Empty = () => {
  const translate = useTranslate();
  const hint = useEmptyHint(true, true);
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <PeopleAltOutlined sx={{ fontSize: 96, color: 'text.disabled' }} />
      <Typography variant="h5" component="p" color="text.secondary">
        {translate('resources.customers.list.empty')}
      </Typography>
      {hint ? <Typography color="text.secondary">{translate(hint)}</Typography> : null}
      <Stack direction="row" spacing={1}>
        <CreateItemButton variant="contained" />
        <CanAccess action="import">
          <CustomerImportButton labelled />
        </CanAccess>
      </Stack>
    </Stack>
  );
};

/** Customers: server paging, search (name, e-mail, phone in any format, national id), role filter, sort, export. */
const CustomerList = () => {
  const translate = useTranslate();
  const roles = useRoleChoices();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('resources.customers.list.search')}
      sx={{ minWidth: { sm: 320 } }}
    />,
    <SelectInput
      key="role"
      source="role"
      choices={roles}
      alwaysOn
      label="resources.customers.fields.role"
      emptyText="resources.customers.list.all_roles"
    />,
  ];
  return (
    <CustomerImportProvider>
      <List
        filters={filters}
        perPage={CUSTOMER_LIST_PAGE.perPage}
        pagination={<Pagination rowsPerPageOptions={PAGE_SIZE_CHOICES} />}
        sort={CUSTOMER_LIST_PAGE.sort}
        exporter={false}
        actions={<ListActions table={!isSmall} />}
        empty={<Empty />}
      >
        {isSmall ? (
          <FirstRowsFirst>
            <SimpleList<Person>
              primaryText={() => <CustomerNameField />}
              secondaryText={(record) => <bdi dir="ltr">{primaryContact(record)}</bdi>}
              tertiaryText={(record) => <bdi>{formatDate(record.created_at)}</bdi>}
              linkType="edit"
            />
          </FirstRowsFirst>
        ) : (
          <DataTable rowClick="edit" bulkActionButtons={<ConfirmBulkDeleteButton />} body={FirstRowsFirstBody}>
            <DataTable.Col source="last_name" label="resources.customers.fields.full_name">
              <CustomerNameField />
            </DataTable.Col>
            <DataTable.Col source="phones" disableSort>
              <PhonesField max={2} />
            </DataTable.Col>
            <DataTable.Col source="emails" disableSort>
              <EmailsField max={2} />
            </DataTable.Col>
            <DataTable.Col source="national_id">
              <NationalIdField />
            </DataTable.Col>
            <DataTable.Col source="roles" disableSort>
              <RolesField />
            </DataTable.Col>
            <DataTable.Col source="created_at">
              <CreatedAtField />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
    </CustomerImportProvider>
  );
};

export default CustomerList;
