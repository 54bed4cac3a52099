// A small table on a newsletter page (a contact's history, a campaign's links): its headings and a row per item,
// or one line in words where there is no item.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SmallTable<T>({
  items,
  empty,
  headings,
  row,
}: {
  items: readonly T[];
  /** What is said when there is no item (translated). */
  empty: string;
  /** The columns' headings (translated). */
  headings: readonly string[];
  /** An item's row: a TableRow with its key. */
  row: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {headings.map((heading) => (
            <TableCell key={heading}>{heading}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{items.map(row)}</TableBody>
    </Table>
  );
}
