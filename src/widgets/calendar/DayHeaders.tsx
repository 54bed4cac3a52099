// Day headers that name a background day (a holiday, a closure): beside the label in the week and day views, and
// above a month cell's date, which drills down to the day.
import Box from '@mui/material/Box';
import type { BackgroundDay } from './types';

interface DayHeaderProps {
  label: string;
  background: BackgroundDay | undefined;
  /** The month view names the day in its cells, not in the weekday header. */
  month: boolean;
}

export const DayHeader = ({ label, background, month }: DayHeaderProps) => (
  <span title={background?.label}>{background && !month ? `${label} · ${background.label}` : label}</span>
);

interface MonthDateHeaderProps {
  label: string;
  background: BackgroundDay | undefined;
  onDrillDown: () => void;
}

export const MonthDateHeader = ({ label, background, onDrillDown }: MonthDateHeaderProps) => (
  <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 0.5 }}>
    {background ? (
      <Box
        component="span"
        sx={{
          fontSize: 11,
          color: 'text.secondary',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {background.label}
      </Box>
    ) : (
      <span />
    )}
    <Box component="button" type="button" onClick={onDrillDown} sx={{ all: 'unset', cursor: 'pointer', px: 0.5 }}>
      {label}
    </Box>
  </Box>
);
