// A conditional-visibility rule in the builder (an element's or a step's): show only when an earlier field equals,
// contains, is filled, is greater than... a value. A field with options offers them as the value, kept in the option's type.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { optionLabel } from '../../forms/optionLabel';
import {
  CONDITION_OPS,
  optionFromText,
  optionValue,
  type Condition,
  type ConditionOp,
  type FormElement,
} from '../../../definitions/forms/rules';

interface Props {
  value: Condition | undefined;
  /** The fields it may name (those before it, in its scope). */
  earlier: FormElement[];
  onChange(condition: Condition | undefined): void;
}

export function ConditionEditor({ value, earlier, onChange }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`forms.builder.element.${key}`);
  const field = earlier.find((e) => e.id === value?.field);
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('condition')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          size="small"
          select
          label={t('condition_field')}
          value={value?.field ?? ''}
          onChange={(e) =>
            onChange(
              e.target.value ? { field: e.target.value, op: value?.op ?? 'equals', value: value?.value } : undefined,
            )
          }
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('always')}</MenuItem>
          {earlier.map((e) => (
            <MenuItem key={e.id} value={e.id}>
              {e.label || e.id}
            </MenuItem>
          ))}
        </TextField>
        {value && (
          <TextField
            size="small"
            select
            label={t('condition_op')}
            value={value.op}
            onChange={(e) => onChange({ ...value, op: e.target.value as ConditionOp })}
            sx={{ minWidth: 120 }}
          >
            {CONDITION_OPS.map((op) => (
              <MenuItem key={op} value={op}>
                {translate(`forms.ops.${op}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {value &&
          !['filled', 'empty'].includes(value.op) &&
          (field?.options?.length ? (
            <TextField
              size="small"
              select
              label={t('condition_value')}
              value={String(value.value ?? '')}
              onChange={(e) =>
                onChange({ ...value, value: optionFromText(field.options, e.target.value) ?? e.target.value })
              }
              sx={{ minWidth: 120 }}
            >
              {field.options.map((o) => (
                <MenuItem key={String(optionValue(o))} value={String(optionValue(o))}>
                  {optionLabel(o, translate)}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              size="small"
              label={t('condition_value')}
              value={String(value.value ?? '')}
              onChange={(e) => onChange({ ...value, value: e.target.value })}
            />
          ))}
      </Stack>
    </Box>
  );
}
