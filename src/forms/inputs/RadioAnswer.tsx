// One option among radio buttons, each perhaps with a picture and a line under it. An option's lasting name (its
// own id, else its value) marks its input, so that a test or a saved answer finds it when its text changes.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { optionFromText, optionValue, type FormOption } from '../../../definitions/forms/rules';
import { optionLabel } from '../optionLabel';
import type { AnswerProps } from './answerProps';
import { OptionsFieldset } from './OptionsFieldset';

/** An option's lasting name: a radio option's own id, else its value. */
const optionKey = (option: FormOption): string =>
  typeof option === 'object' && option.id ? option.id : String(optionValue(option));

export function RadioAnswer(props: AnswerProps) {
  const { element, value, onChange } = props;
  const translate = useTranslate();
  const options = element.options ?? [];
  return (
    <OptionsFieldset {...props}>
      <RadioGroup
        name={element.id}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(e) => onChange(optionFromText(options, e.target.value) ?? e.target.value)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={optionKey(option)}
            value={String(optionValue(option))}
            control={
              <Radio
                slotProps={{
                  input: { 'data-option-id': optionKey(option) } as React.InputHTMLAttributes<HTMLInputElement>,
                }}
              />
            }
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
                {typeof option === 'object' && option.imgSrc && (
                  <Box
                    component="img"
                    src={option.imgSrc}
                    alt={option.imgAlt ?? ''}
                    sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1 }}
                  />
                )}
                <span>
                  {optionLabel(option, translate)}
                  {typeof option === 'object' && option.subLabel && (
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {option.subLabel}
                    </Typography>
                  )}
                </span>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </OptionsFieldset>
  );
}
