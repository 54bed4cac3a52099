// The newsletter's own contact tables (all contacts, a list's members): a line in words when there is no one, else
// the table and its pager: 25, 50 or 100 a page, worded with react-admin's own pagination texts so it reads as the
// generated lists do.
import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { TableFrame } from '../../widgets/table/SmallTable';

interface Paging {
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

export function ContactsTable({
  total,
  empty,
  label,
  headings,
  children,
  ...paging
}: Paging & {
  /** How many in all; undefined while they load. */
  total: number | undefined;
  /** What is said when there is no one (translated). */
  empty: string;
  /** The table's accessible name (translated). */
  label?: string;
  /** The heading cells. */
  headings: ReactNode;
  /** The rows of this page. */
  children: ReactNode;
}) {
  if (total === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {empty}
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <TableFrame label={label} headings={headings}>
        {children}
      </TableFrame>
      <ContactsPagination total={total ?? 0} {...paging} />
    </Box>
  );
}

function ContactsPagination({ total, page, perPage, onPage, onPerPage }: Paging & { total: number }) {
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
