// A number on a slider, from the element's minimum (0 unless set) to its maximum (100 unless set).
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Slider from '@mui/material/Slider';
import { markedLabel, type AnswerProps } from './answerProps';

export function RangeAnswer({ element, value, onChange, error, helper, disabled }: AnswerProps) {
  const min = typeof element.min === 'number' ? element.min : 0;
  const max = typeof element.max === 'number' ? element.max : 100;
  return (
    <FormControl error={Boolean(error)} fullWidth disabled={disabled}>
      <FormLabel>{markedLabel(element)}</FormLabel>
      <Slider
        value={typeof value === 'number' ? value : min}
        min={min}
        max={max}
        step={element.step ?? 1}
        valueLabelDisplay="auto"
        onChange={(_, v) => onChange(v as number)}
        slotProps={{ input: { 'aria-label': element.label } }}
        sx={{ mx: 1, width: 'calc(100% - 16px)' }}
      />
      {helper && <FormHelperText>{helper}</FormHelperText>}
    </FormControl>
  );
}
