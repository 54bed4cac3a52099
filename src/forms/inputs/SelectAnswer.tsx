// A choice from a list, one option or several; an option's value keeps its own type (a number stays a number).
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { optionFromText, optionValue } from '../../../definitions/forms/rules';
import { optionLabel } from '../optionLabel';
import { textFieldProps, type AnswerProps } from './answerProps';

export function SelectAnswer(props: AnswerProps) {
  const { element, value, onChange } = props;
  const translate = useTranslate();
  const options = element.options ?? [];
  return (
    <TextField
      {...textFieldProps(props)}
      name={element.id}
      select
      value={
        element.multiple
          ? Array.isArray(value)
            ? value.map(String)
            : []
          : value === null || value === undefined
            ? ''
            : String(value)
      }
      onChange={(e) => {
        const picked = e.target.value as unknown;
        const toValue = (text: string) => optionFromText(options, text) ?? text;
        onChange(Array.isArray(picked) ? picked.map((p) => toValue(String(p))) : toValue(String(picked)));
      }}
      slotProps={{ select: { multiple: Boolean(element.multiple) } }}
    >
      {!element.multiple && (
        <MenuItem value="">
          <em>{translate('forms.renderer.select')}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={String(optionValue(option))} value={String(optionValue(option))}>
          {optionLabel(option, translate)}
        </MenuItem>
      ))}
    </TextField>
  );
}
