import { createContext, useContext, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useImportTranslate } from './useImportTranslate';

/** How the mapping rows draw themselves: table rows, or one stacked card per field (narrow screens). */
export type MappingLayout = 'table' | 'stacked';

const LayoutContext = createContext<MappingLayout>('table');

export const useMappingLayout = (): MappingLayout => useContext(LayoutContext);

/**
 * Shadows at a side where the table goes on beyond the box: the covers scroll with the content (`local`) and
 * hide the shadows (fixed to the box) once that side is reached. Direction-neutral, so right to left too.
 */
const scrollCue = (theme: Theme) => {
  const paper = theme.palette.background.paper;
  const shade = 'rgba(0, 0, 0, 0.22)';
  return {
    backgroundImage: [
      `linear-gradient(to right, ${paper} 30%, transparent)`,
      `linear-gradient(to left, ${paper} 30%, transparent)`,
      `linear-gradient(to right, ${shade}, transparent)`,
      `linear-gradient(to left, ${shade}, transparent)`,
    ].join(', '),
    backgroundPosition: 'left center, right center, left center, right center',
    backgroundRepeat: 'no-repeat',
    backgroundSize: '40px 100%, 40px 100%, 16px 100%, 16px 100%',
    backgroundAttachment: 'local, local, scroll, scroll',
  };
};

/**
 * The mapping with its five columns: Schema Field, Column from File, Default Value, Data Type, Actions. Where
 * the dialog takes the whole screen (below `md`: phones, small tablets) each field is a card of its own with its
 * inputs stacked and labelled, so nothing hides beyond the screen's side; wider, a table that shows a shadow at
 * a side where it still goes on.
 */
export function MappingTable({ children, caption }: { children: ReactNode; caption?: string }) {
  const t = useImportTranslate();
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const label = caption ?? t('mapping.caption');
  if (stacked) {
    return (
      <LayoutContext.Provider value="stacked">
        <Box role="list" aria-label={label} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {children}
        </Box>
      </LayoutContext.Provider>
    );
  }
  return (
    <LayoutContext.Provider value="table">
      <TableContainer sx={(theme) => ({ border: 1, borderColor: 'divider', borderRadius: 1, ...scrollCue(theme) })}>
        <Table size="small" aria-label={label}>
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
    </LayoutContext.Provider>
  );
}
