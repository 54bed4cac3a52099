// The pager under the newsletter's own contact tables (all contacts, a list's members): 25, 50 or 100 a page,
// worded with react-admin's own pagination texts so it reads as the generated lists do.
import TablePagination from '@mui/material/TablePagination';
import { useTranslate } from 'react-admin';

export function ContactsPagination({
  total,
  page,
  perPage,
  onPage,
  onPerPage,
}: {
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={[25, 50, 100]}
      onPageChange={(_, p) => onPage(p)}
      onRowsPerPageChange={(e) => {
        onPerPage(Number(e.target.value));
        onPage(0);
      }}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
      }
    />
  );
}
