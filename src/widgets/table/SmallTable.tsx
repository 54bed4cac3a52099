// A small table inside a page (a customer's orders, deals, inquiries and books; a contact's history; a campaign's
// links; a book's readers): its headings and a row per item, or one centred line in words where there is no item, and
// above it at its end what is done to the list (add one), when there is. Every such table in the product is drawn by
// this one, so they look and read alike.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A column's heading (translated); a figure column's is aligned to the end as its cells are. */
export type Heading = string | { label: string; align: 'right' };

interface RowsProps<T> {
  /** The items; undefined while they load (the headings show, no line in words yet). */
  items: readonly T[] | undefined;
  /** What is said when there is no item (translated). */
  empty: string;
  headings: readonly Heading[];
  /** The table's accessible name (translated). */
  label: string;
  /** An item's row: a TableRow with its key. */
  row: (item: T) => ReactNode;
}

export function SmallTable<T>({
  action,
  ...rows
}: RowsProps<T> & {
  /** What is done to the list (a button that adds one), above the table at its end; shown with no item too. */
  action?: ReactNode;
}) {
  return (
    <>
      {action ? <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>{action}</Box> : null}
      <Rows {...rows} />
    </>
  );
}

function Rows<T>({ items, empty, headings, label, row }: RowsProps<T>) {
  if (items?.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <TableFrame
        label={label}
        headings={headings.map((heading, index) =>
          typeof heading === 'string' ? (
            <TableCell key={index}>{heading}</TableCell>
          ) : (
            <TableCell key={index} align={heading.align}>
              {heading.label}
            </TableCell>
          ),
        )}
      >
        {items?.map(row)}
      </TableFrame>
    </Box>
  );
}

/** A small table's frame: a row of heading cells over the rows (the newsletter's paged tables draw theirs in it). */
export function TableFrame({
  label,
  headings,
  children,
}: {
  label?: string;
  headings: ReactNode;
  children: ReactNode;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>{headings}</TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
