// The limits an element's answer keeps: a group's number of items, a code's length, a text's pattern and length, a
// number's bounds and step, a date's first and last day.
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { PATTERN_NAMES } from '../../../definitions/forms/patterns';
import { DateInput } from '../../widgets/date/DateInput';
import { numberOrUndefined, useSettingLabel, type SettingsPartProps } from './elementSettingsText';
import { CodeSelect } from '../../widgets/select/CodeSelect';

/** A bound typed as a number: empty or not a number leaves it unset. */
function NumberSetting({
  label,
  value,
  onChange,
  ...rest
}: {
  label: string;
  value: number | string | undefined;
  onChange(value: number | undefined): void;
  slotProps?: { htmlInput: { min: number; max: number } };
  sx?: { width: { sm: number } };
}) {
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(numberOrUndefined(e.target.value))}
      {...rest}
    />
  );
}

export function ArrayBounds({ element, set }: SettingsPartProps) {
  const t = useSettingLabel();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <NumberSetting label={t('min_items')} value={element.min} onChange={(min) => set({ min })} />
      <NumberSetting label={t('max_items')} value={element.max} onChange={(max) => set({ max })} />
    </Stack>
  );
}

export function OtpLength({ element, set }: SettingsPartProps) {
  const t = useSettingLabel();
  return (
    <NumberSetting
      label={t('length')}
      value={element.max_length ?? 6}
      onChange={(max_length) => set({ max_length })}
      slotProps={{ htmlInput: { min: 3, max: 10 } }}
    />
  );
}

export function TextRules({ element, set }: SettingsPartProps) {
  const translate = useTranslate();
  const t = useSettingLabel();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <CodeSelect
        label={t('pattern')}
        value={element.pattern ?? ''}
        codes={PATTERN_NAMES}
        labelOf={(p) => translate(`forms.patterns.${p}`)}
        none={translate('forms.patterns.none')}
        onChange={(p) => set({ pattern: p || undefined })}
        sx={{ flex: 1 }}
      />
      <NumberSetting
        label={t('max_length')}
        value={element.max_length}
        onChange={(max_length) => set({ max_length })}
        sx={{ width: { sm: 150 } }}
      />
    </Stack>
  );
}

/** A number's, a range's or a rating's bounds (a rating starts at one), and a range's step. */
export function NumberBounds({ element, set }: SettingsPartProps) {
  const t = useSettingLabel();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      {element.kind !== 'rating' && (
        <NumberSetting label={t('min')} value={element.min} onChange={(min) => set({ min })} />
      )}
      <NumberSetting label={t('max')} value={element.max} onChange={(max) => set({ max })} />
      {element.kind === 'range' && (
        <NumberSetting label={t('step')} value={element.step} onChange={(step) => set({ step })} />
      )}
    </Stack>
  );
}

export function DateBounds({ element, set }: SettingsPartProps) {
  const t = useSettingLabel();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      {(['min', 'max'] as const).map((bound) => {
        const day = element[bound];
        return (
          <DateInput
            key={bound}
            size="small"
            wholeValuesOnly
            label={t(bound)}
            value={typeof day === 'string' ? day : ''}
            onChange={(chosen) => set({ [bound]: chosen || undefined })}
          />
        );
      })}
    </Stack>
  );
}
