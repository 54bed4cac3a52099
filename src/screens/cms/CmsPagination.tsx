// The pager under the CMS tables (pages, comments): a fixed page size, shown only when there is more than one page.
import TablePagination from '@mui/material/TablePagination';
import { CMS_PAGE_SIZE } from './api';

export function CmsPagination({
  total,
  page,
  onPage,
}: {
  /** The rows in all pages; none yet draws nothing. */
  total: number | undefined;
  page: number;
  onPage: (page: number) => void;
}) {
  if (total === undefined || total <= CMS_PAGE_SIZE) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={CMS_PAGE_SIZE}
      rowsPerPageOptions={[CMS_PAGE_SIZE]}
      onPageChange={(_, next) => onPage(next)}
    />
  );
}
