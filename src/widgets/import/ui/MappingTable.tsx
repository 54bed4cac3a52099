import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useImportTranslate } from './useImportTranslate';

/** The mapping table with its five columns: Schema Field, Column from File, Default Value, Data Type, Actions. */
export function MappingTable({ children, caption }: { children: ReactNode; caption?: string }) {
  const t = useImportTranslate();
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={caption ?? t('mapping.caption')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ minInlineSize: 180 }}>{t('mapping.schema_field')}</TableCell>
            <TableCell>{t('mapping.column')}</TableCell>
            <TableCell>{t('mapping.default_value')}</TableCell>
            <TableCell>{t('mapping.data_type')}</TableCell>
            <TableCell>{t('mapping.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
