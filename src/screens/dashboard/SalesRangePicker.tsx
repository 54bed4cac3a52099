// The sales dashboard's range: a preset, or two dates that must make a range.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';
import { DateInput } from '../../widgets/date/DateInput';
import { parseRange, PRESETS, presetOf, presetRange, type DayRange } from './ranges';

export function SalesRangePicker({ range, setRange }: { range: DayRange; setRange: (next: DayRange) => void }) {
  const translate = useTranslate();
  const preset = presetOf(range);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset}
        onChange={(_, p) => p && setRange(presetRange(p))}
        aria-label={translate('sales.range')}
      >
        {PRESETS.map((p) => (
          <ToggleButton key={p} value={p}>
            {translate(`sales.presets.${p}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ width: 180 }}>
        <DateInput
          loadOnReach
          size="small"
          wholeValuesOnly
          label={translate('sales.from')}
          value={range.start_date}
          onChange={(day) => parseRange(day, range.end_date) && setRange({ ...range, start_date: day })}
          max={range.end_date}
        />
      </Box>
      <Box sx={{ width: 180 }}>
        <DateInput
          loadOnReach
          size="small"
          wholeValuesOnly
          label={translate('sales.to')}
          value={range.end_date}
          onChange={(day) => parseRange(range.start_date, day) && setRange({ ...range, end_date: day })}
          min={range.start_date}
        />
      </Box>
    </Stack>
  );
}
