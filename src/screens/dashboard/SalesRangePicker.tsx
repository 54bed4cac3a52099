// The sales dashboard's range: a preset, or two dates that must make a range.
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';
import { DateRangeInputs } from '../../widgets/date/DateRangeInputs';
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
      <DateRangeInputs
        loadOnReach
        from={range.start_date}
        to={range.end_date}
        onFrom={(day) => parseRange(day, range.end_date) && setRange({ ...range, start_date: day })}
        onTo={(day) => parseRange(range.start_date, day) && setRange({ ...range, end_date: day })}
        fromLabel={translate('sales.from')}
        toLabel={translate('sales.to')}
        width={180}
      />
    </Stack>
  );
}
