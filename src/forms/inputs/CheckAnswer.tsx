// Check boxes: without options a single yes/no box (true when ticked); with options a box each, the answer the
// values ticked, in the options' order.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslate } from 'ra-core';
import { optionValue } from '../../../definitions/forms/rules';
import { optionLabel } from '../optionLabel';
import { markedLabel, type AnswerProps } from './answerProps';
import { OptionsFieldset } from './OptionsFieldset';

export function CheckAnswer(props: AnswerProps) {
  const options = props.element.options ?? [];
  return options.length === 0 ? <SingleCheck {...props} /> : <CheckGroup {...props} />;
}

function SingleCheck({ element, value, onChange, onBlur, error, helper, disabled }: AnswerProps) {
  return (
    <FormControl error={Boolean(error)} required={Boolean(element.required)} disabled={disabled}>
      <FormControlLabel
        control={
          <Checkbox
            name={element.id}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            onBlur={onBlur}
          />
        }
        label={markedLabel(element)}
      />
      {helper && <FormHelperText>{helper}</FormHelperText>}
    </FormControl>
  );
}

function CheckGroup(props: AnswerProps) {
  const { element, value, onChange } = props;
  const translate = useTranslate();
  const options = element.options ?? [];
  const picked = Array.isArray(value) ? value.map(String) : [];
  return (
    <OptionsFieldset {...props}>
      <FormGroup>
        {options.map((option) => {
          const key = String(optionValue(option));
          return (
            <FormControlLabel
              key={key}
              label={optionLabel(option, translate)}
              control={
                <Checkbox
                  checked={picked.includes(key)}
                  onChange={(e) => {
                    const next = e.target.checked ? [...picked, key] : picked.filter((p) => p !== key);
                    onChange(options.map(optionValue).filter((v) => next.includes(String(v))));
                  }}
                />
              }
            />
          );
        })}
      </FormGroup>
    </OptionsFieldset>
  );
}
