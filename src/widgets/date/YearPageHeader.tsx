// The calendar's heading: the picker's own in the month and day views; in the year grid, the page's years between
// arrows that move it (yearPage.ts). The page is the input's (PickerInput), passed down by context.
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { PickersCalendarHeader, type PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';
import { createContext, useContext } from 'react';
import { useTranslate } from 'react-admin';
import { YEARS_SHOWN } from './yearPage';

export interface YearPage {
  first: number;
  canBack: boolean;
  canForward: boolean;
  move(direction: -1 | 1): void;
}

export const YearPageContext = createContext<YearPage | null>(null);

export function YearPageHeader(props: PickersCalendarHeaderProps) {
  const page = useContext(YearPageContext);
  const translate = useTranslate();
  const rtl = useTheme().direction === 'rtl';
  if (props.view !== 'year' || !page) return <PickersCalendarHeader {...props} />;
  // the arrows point the way the years run on the page: in Hebrew the earlier years are to the right
  const Earlier = rtl ? ChevronRight : ChevronLeft;
  const Later = rtl ? ChevronLeft : ChevronRight;
  const last = page.first + YEARS_SHOWN - 1;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        px: 1.5,
        mt: 2,
        mb: 1,
        minHeight: 40,
      }}
    >
      <IconButton
        size="small"
        aria-label={translate('inputs.date.earlier_years')}
        disabled={!page.canBack}
        onClick={() => page.move(-1)}
      >
        <Earlier />
      </IconButton>
      <Button
        size="small"
        color="inherit"
        aria-label={translate('inputs.date.back_to_days')}
        onClick={() => props.onViewChange?.(props.views.includes('day') ? 'day' : props.views[0]!)}
      >
        <bdi>{`${page.first}–${last}`}</bdi>
      </Button>
      <IconButton
        size="small"
        aria-label={translate('inputs.date.later_years')}
        disabled={!page.canForward}
        onClick={() => page.move(1)}
      >
        <Later />
      </IconButton>
    </Box>
  );
}
