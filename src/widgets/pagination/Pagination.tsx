// The pagination widget: previous, up to three page numbers around the current one, next, and a
// per-page choice (25 by default); the simple variant shows only 'start-end / total' with previous and next.
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { pageCount, PAGINATION_DEFAULTS, rangeText, visiblePages } from './pages';
import { SmallSelect } from '../select/SmallSelect';

export interface PaginationProps {
  /** From 1. */
  page: number;
  perPage?: number;
  total: number;
  onPageChange(page: number): void;
  onPerPageChange?(perPage: number): void;
  perPageOptions?: number[];
  variant?: 'full' | 'simple';
  labels: { previous: string; next: string; page: (page: number) => string; perPage: string; navigation: string };
}

export function Pagination({
  page,
  perPage = PAGINATION_DEFAULTS.perPage,
  total,
  onPageChange,
  onPerPageChange,
  perPageOptions = [25, 50, 100],
  variant = 'full',
  labels,
}: PaginationProps) {
  const rtl = useTheme().direction === 'rtl';
  const count = pageCount(total, perPage);
  const Back = rtl ? ChevronRight : ChevronLeft;
  const Forward = rtl ? ChevronLeft : ChevronRight;
  return (
    <Box
      component="nav"
      aria-label={labels.navigation}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, p: 1, flexWrap: 'wrap' }}
    >
      {variant === 'full' && onPerPageChange && (
        <Box sx={{ width: 90, flex: 'none' }}>
          <SmallSelect
            variant="standard"
            fullWidth={false}
            label={labels.perPage}
            value={perPage}
            onChange={(choice) => onPerPageChange(Number(choice))}
          >
            {perPageOptions.map((n) => (
              <MenuItem key={n} value={n}>
                {n}
              </MenuItem>
            ))}
          </SmallSelect>
        </Box>
      )}
      <Typography variant="body2" dir="ltr" sx={{ mx: 1 }}>
        {rangeText(page, perPage, total)}
      </Typography>
      <IconButton size="small" aria-label={labels.previous} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <Back />
      </IconButton>
      {variant === 'full' &&
        visiblePages(page, count).map((n) => (
          <Button
            key={n}
            size="small"
            variant={n === page ? 'contained' : 'text'}
            aria-label={labels.page(n)}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPageChange(n)}
            sx={{ minWidth: 36 }}
          >
            {n}
          </Button>
        ))}
      <IconButton size="small" aria-label={labels.next} disabled={page >= count} onClick={() => onPageChange(page + 1)}>
        <Forward />
      </IconButton>
    </Box>
  );
}
