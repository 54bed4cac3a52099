// The settings of one element in the builder: what every kind has (label, key, required, help, condition, width)
// and what its kind adds (placeholder and allowed characters, bounds, options, table columns).
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { http } from '../../dataProvider/http';
import { allElements } from '../../forms/rules';
import { ChildFields } from './ChildFields';
import { PATTERN_NAMES, type InputPattern } from '../../forms/patterns';
import { CONDITION_OPS, optionValue, TABLE_FIELD_TYPES, type ConditionOp, type FormElement, type FormOption, type FormStep, type TableFieldType } from '../../forms/rules';

interface Props {
  element: FormElement;
  /** Elements before this one (a condition may only look back). */
  earlier: FormElement[];
  steps: FormStep[];
  stepIndex: number;
  onChange(element: FormElement): void;
  onMove(stepIndex: number): void;
  /** This form's name (a bagelform may not nest it). */
  formName?: string;
}

/** The forms a bagelform can nest: every other form, by name. */
function NestedFormPicker({ value, formName, onChange, label }: { value?: string; formName?: string; onChange(name: string): void; label: string }) {
  const forms = useQuery({ queryKey: ['forms', 'names'], queryFn: () => http.get<{ items: Array<{ name: string; title: string }> }>('/form', { query: { limit: 1000 } }) });
  const choices = (forms.data?.items ?? []).filter((f) => f.name !== formName);
  return (
    <TextField size="small" select label={label} value={choices.some((f) => f.name === value) ? value : ''} onChange={(e) => onChange(e.target.value)} required>
      {choices.map((f) => (
        <MenuItem key={f.name} value={f.name}>
          {f.title} ({f.name})
        </MenuItem>
      ))}
    </TextField>
  );
}

const optionsToText = (options: FormOption[] = []) =>
  options.map((o) => (typeof o === 'object' ? (String(o.value) === o.label ? o.label : `${String(o.value)}|${o.label}`) : String(o))).join('\n');

function textToOptions(text: string): FormOption[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [value, label] = line.split('|').map((p) => p.trim());
      return label ? { value: value!, label } : value!;
    });
}

const numberOrUndefined = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

export function ElementSettings({ element, earlier, steps, stepIndex, onChange, onMove, formName }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`forms.builder.element.${key}`);
  const set = (patch: Partial<FormElement>) => onChange({ ...element, ...patch });
  const textual = ['text', 'textarea', 'email', 'tel'].includes(element.kind);
  const numeric = ['number', 'range', 'rating'].includes(element.kind);
  const choices = element.kind === 'select' || element.kind === 'radio' || element.kind === 'check';
  const conditionField = earlier.find((e) => e.id === element.when?.field);

  return (
    <Stack spacing={2} aria-label={translate('forms.builder.edit', { label: element.label })} role="group">
      <Typography variant="subtitle2">{translate(`forms.kinds.${element.kind}`)}</Typography>
      {element.kind !== 'row' && <TextField size="small" label={t('label')} value={element.label} onChange={(e) => set({ label: e.target.value })} required />}
      <TextField size="small" label={t('id')} value={element.id} onChange={(e) => set({ id: e.target.value.toLowerCase().replace(/[^a-z0-9_]/g, '_') })} slotProps={{ htmlInput: { dir: 'ltr' } }} />
      {element.kind !== 'row' && (
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel control={<Switch checked={Boolean(element.required)} onChange={(e) => set({ required: e.target.checked })} />} label={t('required')} />
        <TextField size="small" select label={t('width')} value={element.width ?? 'full'} onChange={(e) => set({ width: e.target.value as 'full' | 'half' })} sx={{ minWidth: 140 }}>
          <MenuItem value="full">{t('full')}</MenuItem>
          <MenuItem value="half">{t('half')}</MenuItem>
        </TextField>
      </Stack>
      )}
      {(textual || element.kind === 'number' || element.kind === 'select') && (
        <TextField size="small" label={t('placeholder')} value={element.placeholder ?? ''} onChange={(e) => set({ placeholder: e.target.value || undefined })} />
      )}
      {element.kind !== 'row' && <TextField size="small" label={t('help')} value={element.help ?? ''} onChange={(e) => set({ help: e.target.value || undefined })} />}
      {element.kind === 'upload' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField size="small" label={t('accept')} value={element.accept ?? ''} onChange={(e) => set({ accept: e.target.value || undefined })} slotProps={{ htmlInput: { dir: 'ltr' } }} sx={{ flex: 1 }} />
          <FormControlLabel control={<Switch checked={Boolean(element.multiple)} onChange={(e) => set({ multiple: e.target.checked })} />} label={t('multiple')} />
        </Stack>
      )}
      {element.kind === 'bagelform' && <NestedFormPicker value={element.form} formName={formName} onChange={(form) => set({ form })} label={t('form')} />}
      {element.kind === 'array' && (
        <Stack direction="row" spacing={1}>
          <TextField size="small" type="number" label={t('min_items')} value={element.min ?? ''} onChange={(e) => set({ min: numberOrUndefined(e.target.value) })} />
          <TextField size="small" type="number" label={t('max_items')} value={element.max ?? ''} onChange={(e) => set({ max: numberOrUndefined(e.target.value) })} />
        </Stack>
      )}
      {(element.kind === 'array' || element.kind === 'row') && (
        <ChildFields
          elements={element.elements ?? []}
          onChange={(elements) => set({ elements })}
          taken={element.kind === 'row' ? new Set(allElements({ steps }).map((e) => e.id)) : new Set()}
        />
      )}
      {element.kind === 'otp' && (
        <TextField size="small" type="number" label={t('length')} value={element.max_length ?? 6} onChange={(e) => set({ max_length: numberOrUndefined(e.target.value) })} slotProps={{ htmlInput: { min: 3, max: 10 } }} />
      )}
      {(element.kind === 'text' || element.kind === 'textarea') && (
        <Stack direction="row" spacing={1}>
          <TextField size="small" select label={t('pattern')} value={element.pattern ?? ''} onChange={(e) => set({ pattern: (e.target.value || undefined) as InputPattern | undefined })} sx={{ flex: 1 }}>
            <MenuItem value="">{translate('forms.patterns.none')}</MenuItem>
            {PATTERN_NAMES.map((p) => (
              <MenuItem key={p} value={p}>
                {translate(`forms.patterns.${p}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" type="number" label={t('max_length')} value={element.max_length ?? ''} onChange={(e) => set({ max_length: numberOrUndefined(e.target.value) })} sx={{ width: 130 }} />
        </Stack>
      )}
      {numeric && (
        <Stack direction="row" spacing={1}>
          {element.kind !== 'rating' && <TextField size="small" type="number" label={t('min')} value={element.min ?? ''} onChange={(e) => set({ min: numberOrUndefined(e.target.value) })} />}
          <TextField size="small" type="number" label={t('max')} value={element.max ?? ''} onChange={(e) => set({ max: numberOrUndefined(e.target.value) })} />
          {element.kind === 'range' && <TextField size="small" type="number" label={t('step')} value={element.step ?? ''} onChange={(e) => set({ step: numberOrUndefined(e.target.value) })} />}
        </Stack>
      )}
      {element.kind === 'date' && (
        <Stack direction="row" spacing={1}>
          <TextField size="small" type="date" label={t('min')} value={element.min ?? ''} onChange={(e) => set({ min: e.target.value || undefined })} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField size="small" type="date" label={t('max')} value={element.max ?? ''} onChange={(e) => set({ max: e.target.value || undefined })} slotProps={{ inputLabel: { shrink: true } }} />
        </Stack>
      )}
      {choices && (
        <>
          <TextField
            size="small"
            multiline
            minRows={3}
            label={t('options')}
            helperText={t('options_help')}
            defaultValue={optionsToText(element.options)}
            key={`${element.id}-options`}
            onChange={(e) => set({ options: textToOptions(e.target.value) })}
          />
          {element.kind !== 'radio' && <FormControlLabel control={<Switch checked={Boolean(element.multiple)} onChange={(e) => set({ multiple: e.target.checked })} />} label={t('multiple')} />}
        </>
      )}
      {element.kind === 'table' && (
        <Box>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('columns')}
          </Typography>
          <Stack spacing={1}>
            {(element.columns ?? []).map((column, index) => {
              const setColumn = (patch: Partial<typeof column>) => set({ columns: (element.columns ?? []).map((c, i) => (i === index ? { ...c, ...patch } : c)) });
              return (
                <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField size="small" label={t('column_label')} value={column.label} onChange={(e) => setColumn({ label: e.target.value })} />
                  <TextField size="small" label={t('column_name')} value={column.fieldname} onChange={(e) => setColumn({ fieldname: e.target.value.toLowerCase().replace(/[^a-z0-9_]/g, '_') })} slotProps={{ htmlInput: { dir: 'ltr' } }} sx={{ width: 110 }} />
                  <TextField size="small" select label={t('column_type')} value={column.fieldtype} onChange={(e) => setColumn({ fieldtype: e.target.value as TableFieldType })} sx={{ width: 110 }}>
                    {TABLE_FIELD_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {translate(`forms.builder.column_types.${type}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <IconButton aria-label={t('remove_column')} onClick={() => set({ columns: (element.columns ?? []).filter((_, i) => i !== index) })}>
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Stack>
              );
            })}
          </Stack>
          <Button size="small" startIcon={<Add />} onClick={() => set({ columns: [...(element.columns ?? []), { fieldname: `col_${(element.columns ?? []).length + 1}`, label: '', fieldtype: 'text' }] })}>
            {t('add_column')}
          </Button>
        </Box>
      )}
      <Box>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('condition')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            select
            label={t('condition_field')}
            value={element.when?.field ?? ''}
            onChange={(e) => set({ when: e.target.value ? { field: e.target.value, op: element.when?.op ?? 'equals', value: element.when?.value } : undefined })}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="">{t('always')}</MenuItem>
            {earlier.map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.label || e.id}
              </MenuItem>
            ))}
          </TextField>
          {element.when && (
            <TextField size="small" select label={t('condition_op')} value={element.when.op} onChange={(e) => set({ when: { ...element.when!, op: e.target.value as ConditionOp } })} sx={{ minWidth: 120 }}>
              {CONDITION_OPS.map((op) => (
                <MenuItem key={op} value={op}>
                  {translate(`forms.ops.${op}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {element.when && !['filled', 'empty'].includes(element.when.op) && (
            conditionField?.options?.length ? (
              <TextField size="small" select label={t('condition_value')} value={String(element.when.value ?? '')} onChange={(e) => set({ when: { ...element.when!, value: e.target.value } })} sx={{ minWidth: 120 }}>
                {conditionField.options.map((o) => (
                  <MenuItem key={String(optionValue(o))} value={String(optionValue(o))}>
                    {typeof o === 'object' ? o.label : String(o)}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField size="small" label={t('condition_value')} value={String(element.when.value ?? '')} onChange={(e) => set({ when: { ...element.when!, value: e.target.value } })} />
            )
          )}
        </Stack>
      </Box>
      {steps.length > 1 && (
        <TextField size="small" select label={translate('forms.builder.move_to_step')} value={stepIndex} onChange={(e) => onMove(Number(e.target.value))}>
          {steps.map((s, i) => (
            <MenuItem key={s.id} value={i}>
              {s.title || translate('forms.builder.step_label', { number: i + 1 })}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
