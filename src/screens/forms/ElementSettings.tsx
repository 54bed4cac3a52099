// The settings of one element in the builder, a step's or a field's inside a row or a repeating group alike: what
// every kind has (label, key, required, help, default, condition, width) and what its kind adds (placeholder and allowed
// characters, bounds, options, table columns, a nested form, the fields of a row or a group).
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
import { childKinds } from './builderTree';
import { ChildFields } from './ChildFields';
import { elementName } from './ElementList';
import { ConditionEditor } from './ConditionEditor';
import { DefaultValueInput, takesDefault } from './DefaultValueInput';
import { PATTERN_NAMES, type InputPattern } from '../../../definitions/forms/patterns';
import {
  TABLE_FIELD_TYPES,
  type FormElement,
  type FormStep,
  type TableFieldType,
} from '../../../definitions/forms/rules';
import { OptionsEditor } from './OptionsEditor';
import { DateInput } from '../../widgets/date/DateInput';

interface Props {
  element: FormElement;
  /** Elements before this one (a condition may only look back). */
  earlier: FormElement[];
  steps: FormStep[];
  stepIndex: number;
  onChange(element: FormElement): void;
  /** Moves a step's element to another step (absent for a field inside a row or a group). */
  onMove?(stepIndex: number): void;
  /** The row or repeating group the element is inside, if any. */
  container?: FormElement;
  /** Opens a field of this row or group in the settings panel. */
  onSelectChild?(id: string): void;
  /** For a row or a group: the ids its new fields may not take (builderTree.childIdsTaken). */
  childTaken?: Set<string>;
  /** This form's name (a bagelform may not nest it). */
  formName?: string;
}

/** The forms a bagelform can nest: every other form, by name. */
function NestedFormPicker({
  value,
  formName,
  onChange,
  label,
}: {
  value?: string;
  formName?: string;
  onChange(name: string): void;
  label: string;
}) {
  const forms = useQuery({
    queryKey: ['forms', 'names'],
    queryFn: () => http.get<{ items: Array<{ name: string; title: string }> }>('/form', { query: { limit: 1000 } }),
  });
  const choices = (forms.data?.items ?? []).filter((f) => f.name !== formName);
  return (
    <TextField
      size="small"
      select
      label={label}
      value={choices.some((f) => f.name === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      required
    >
      {choices.map((f) => (
        <MenuItem key={f.name} value={f.name}>
          {f.title} ({f.name})
        </MenuItem>
      ))}
    </TextField>
  );
}

const numberOrUndefined = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text);

export function ElementSettings({
  element,
  earlier,
  steps,
  stepIndex,
  onChange,
  onMove,
  container,
  onSelectChild,
  childTaken,
  formName,
}: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`forms.builder.element.${key}`);
  const set = (patch: Partial<FormElement>) => onChange({ ...element, ...patch });
  const textual = ['text', 'textarea', 'email', 'tel'].includes(element.kind);
  const numeric = ['number', 'range', 'rating'].includes(element.kind);
  const choices = element.kind === 'select' || element.kind === 'radio' || element.kind === 'check';

  return (
    <Stack spacing={2} aria-label={translate('forms.builder.edit', { label: elementName(element) })} role="group">
      <Typography variant="subtitle2">{translate(`forms.kinds.${element.kind}`)}</Typography>
      {element.kind !== 'row' && (
        <TextField
          size="small"
          label={t('label')}
          value={element.label}
          onChange={(e) => set({ label: e.target.value })}
          required
        />
      )}
      <TextField
        size="small"
        label={t('id')}
        value={element.id}
        onChange={(e) => set({ id: e.target.value.toLowerCase().replace(/[^a-z0-9_]/g, '_') })}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      {element.kind !== 'row' && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <FormControlLabel
            control={
              <Switch checked={Boolean(element.required)} onChange={(e) => set({ required: e.target.checked })} />
            }
            label={t('required')}
          />
          {container?.kind !== 'row' && (
            <TextField
              size="small"
              select
              label={t('width')}
              value={element.width ?? 'full'}
              onChange={(e) => set({ width: e.target.value as 'full' | 'half' })}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="full">{t('full')}</MenuItem>
              <MenuItem value="half">{t('half')}</MenuItem>
            </TextField>
          )}
        </Stack>
      )}
      {(textual || element.kind === 'number' || element.kind === 'select') && (
        <TextField
          size="small"
          label={t('placeholder')}
          value={element.placeholder ?? ''}
          onChange={(e) => set({ placeholder: e.target.value || undefined })}
        />
      )}
      {element.kind !== 'row' && (
        <TextField
          size="small"
          label={t('help')}
          value={element.help ?? ''}
          onChange={(e) => set({ help: e.target.value || undefined })}
        />
      )}
      {takesDefault(element) && <DefaultValueInput element={element} onChange={(value) => set({ default: value })} />}
      {element.kind === 'upload' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label={t('accept')}
            value={element.accept ?? ''}
            onChange={(e) => set({ accept: e.target.value || undefined })}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
            sx={{ flex: 1 }}
          />
          <FormControlLabel
            control={
              <Switch checked={Boolean(element.multiple)} onChange={(e) => set({ multiple: e.target.checked })} />
            }
            label={t('multiple')}
          />
        </Stack>
      )}
      {element.kind === 'bagelform' && (
        <NestedFormPicker
          value={element.form}
          formName={formName}
          onChange={(form) => set({ form })}
          label={t('form')}
        />
      )}
      {element.kind === 'array' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            type="number"
            label={t('min_items')}
            value={element.min ?? ''}
            onChange={(e) => set({ min: numberOrUndefined(e.target.value) })}
          />
          <TextField
            size="small"
            type="number"
            label={t('max_items')}
            value={element.max ?? ''}
            onChange={(e) => set({ max: numberOrUndefined(e.target.value) })}
          />
        </Stack>
      )}
      {(element.kind === 'array' || element.kind === 'row') && (
        <ChildFields
          elements={element.elements ?? []}
          onChange={(elements) => set({ elements })}
          taken={childTaken ?? new Set()}
          kinds={childKinds(element)}
          onSelect={(id) => onSelectChild?.(id)}
        />
      )}
      {element.kind === 'otp' && (
        <TextField
          size="small"
          type="number"
          label={t('length')}
          value={element.max_length ?? 6}
          onChange={(e) => set({ max_length: numberOrUndefined(e.target.value) })}
          slotProps={{ htmlInput: { min: 3, max: 10 } }}
        />
      )}
      {(element.kind === 'text' || element.kind === 'textarea') && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            select
            label={t('pattern')}
            value={element.pattern ?? ''}
            onChange={(e) => set({ pattern: (e.target.value || undefined) as InputPattern | undefined })}
            sx={{ flex: 1 }}
          >
            <MenuItem value="">{translate('forms.patterns.none')}</MenuItem>
            {PATTERN_NAMES.map((p) => (
              <MenuItem key={p} value={p}>
                {translate(`forms.patterns.${p}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label={t('max_length')}
            value={element.max_length ?? ''}
            onChange={(e) => set({ max_length: numberOrUndefined(e.target.value) })}
            sx={{ width: { sm: 150 } }}
          />
        </Stack>
      )}
      {numeric && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {element.kind !== 'rating' && (
            <TextField
              size="small"
              type="number"
              label={t('min')}
              value={element.min ?? ''}
              onChange={(e) => set({ min: numberOrUndefined(e.target.value) })}
            />
          )}
          <TextField
            size="small"
            type="number"
            label={t('max')}
            value={element.max ?? ''}
            onChange={(e) => set({ max: numberOrUndefined(e.target.value) })}
          />
          {element.kind === 'range' && (
            <TextField
              size="small"
              type="number"
              label={t('step')}
              value={element.step ?? ''}
              onChange={(e) => set({ step: numberOrUndefined(e.target.value) })}
            />
          )}
        </Stack>
      )}
      {element.kind === 'date' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <DateInput
            size="small"
            wholeValuesOnly
            label={t('min')}
            value={typeof element.min === 'string' ? element.min : ''}
            onChange={(day) => set({ min: day || undefined })}
          />
          <DateInput
            size="small"
            wholeValuesOnly
            label={t('max')}
            value={typeof element.max === 'string' ? element.max : ''}
            onChange={(day) => set({ max: day || undefined })}
          />
        </Stack>
      )}
      {choices && (
        <>
          <OptionsEditor element={element} onChange={(options) => set({ options })} />
          {element.kind !== 'radio' && (
            <FormControlLabel
              control={
                <Switch checked={Boolean(element.multiple)} onChange={(e) => set({ multiple: e.target.checked })} />
              }
              label={t('multiple')}
            />
          )}
        </>
      )}
      {element.kind === 'table' && (
        <Box>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('columns')}
          </Typography>
          <Stack spacing={1}>
            {(element.columns ?? []).map((column, index) => {
              const setColumn = (patch: Partial<typeof column>) =>
                set({ columns: (element.columns ?? []).map((c, i) => (i === index ? { ...c, ...patch } : c)) });
              return (
                <Stack
                  key={index}
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <TextField
                    size="small"
                    label={t('column_label')}
                    value={column.label}
                    onChange={(e) => setColumn({ label: e.target.value })}
                  />
                  <TextField
                    size="small"
                    label={t('column_name')}
                    value={column.fieldname}
                    onChange={(e) => setColumn({ fieldname: e.target.value.toLowerCase().replace(/[^a-z0-9_]/g, '_') })}
                    slotProps={{ htmlInput: { dir: 'ltr' } }}
                    sx={{ width: 110 }}
                  />
                  <TextField
                    size="small"
                    select
                    label={t('column_type')}
                    value={column.fieldtype}
                    onChange={(e) => setColumn({ fieldtype: e.target.value as TableFieldType })}
                    sx={{ width: 110 }}
                  >
                    {TABLE_FIELD_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {translate(`forms.builder.column_types.${type}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <IconButton
                    aria-label={t('remove_column')}
                    onClick={() => set({ columns: (element.columns ?? []).filter((_, i) => i !== index) })}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Stack>
              );
            })}
          </Stack>
          <Button
            size="small"
            startIcon={<Add />}
            onClick={() =>
              set({
                columns: [
                  ...(element.columns ?? []),
                  { fieldname: `col_${(element.columns ?? []).length + 1}`, label: '', fieldtype: 'text' },
                ],
              })
            }
          >
            {t('add_column')}
          </Button>
        </Box>
      )}
      <ConditionEditor value={element.when} earlier={earlier} onChange={(when) => set({ when })} />
      {onMove && steps.length > 1 && (
        <TextField
          size="small"
          select
          label={translate('forms.builder.move_to_step')}
          value={stepIndex}
          onChange={(e) => onMove(Number(e.target.value))}
        >
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
