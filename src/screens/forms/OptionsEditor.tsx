// A choice field's options in the builder: their values' type (text, numbers, yes/no) and the options one a line
// (optionsText.ts). A line whose value is not of the chosen type is named under the box and left out until mended.
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FormElement, FormOption } from '../../../definitions/forms/rules';
import { OPTION_VALUE_TYPES, optionsToText, optionValueType, textToOptions, type OptionValueType } from './optionsText';

interface Props {
  element: FormElement;
  onChange(options: FormOption[]): void;
}

export function OptionsEditor({ element, onChange }: Props) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`forms.builder.element.${key}`, args);
  const [type, setType] = useState<OptionValueType>(() => optionValueType(element.options));
  const [text, setText] = useState(() => optionsToText(element.options));
  const [wrong, setWrong] = useState<string[]>([]);
  const read = (nextText: string, nextType: OptionValueType) => {
    const parsed = textToOptions(nextText, nextType, element.options, element.kind === 'radio');
    setWrong(parsed.wrong);
    onChange(parsed.options);
  };
  return (
    <Stack spacing={1}>
      <TextField
        size="small"
        select
        label={t('option_type')}
        value={type}
        onChange={(e) => {
          const next = e.target.value as OptionValueType;
          // yes/no options start as the two answers
          const nextText = next === 'boolean' && !text.trim() ? 'true\nfalse' : text;
          setType(next);
          setText(nextText);
          read(nextText, next);
        }}
        sx={{ maxWidth: 220 }}
      >
        {OPTION_VALUE_TYPES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`option_types.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        multiline
        minRows={3}
        label={t('options')}
        value={text}
        error={wrong.length > 0}
        helperText={
          wrong.length
            ? t(`option_wrong.${type}`, { values: wrong.join(', ') })
            : t(type === 'boolean' ? 'options_help_boolean' : 'options_help')
        }
        onChange={(e) => {
          setText(e.target.value);
          read(e.target.value, type);
        }}
        slotProps={{ htmlInput: { dir: 'auto' } }}
      />
    </Stack>
  );
}
