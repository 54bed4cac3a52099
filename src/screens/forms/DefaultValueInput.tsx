// An element's default answer in the builder (the form starts with it; rules.initialValue): typed as its kind
// answers — text, a number, a day, one of its options, a ticked box. Kinds whose answer is drawn, uploaded or made of
// rows take none.
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { optionLabel } from '../../forms/optionLabel';
import { optionFromText, optionValue, type FormElement } from '../../../definitions/forms/rules';
import { DateInput } from '../../widgets/date/DateInput';

const TEXT_KINDS = ['text', 'textarea', 'email', 'tel'];
const NUMBER_KINDS = ['number', 'range', 'rating'];

/** Does this element take a default in the builder? */
export const takesDefault = (element: FormElement): boolean =>
  TEXT_KINDS.includes(element.kind) ||
  NUMBER_KINDS.includes(element.kind) ||
  element.kind === 'date' ||
  (element.kind === 'check' && !(element.options ?? []).length) ||
  ((element.kind === 'select' || element.kind === 'radio') && !element.multiple);

export function DefaultValueInput({ element, onChange }: { element: FormElement; onChange(value: unknown): void }) {
  const translate = useTranslate();
  const label = translate('forms.builder.element.default');
  const value = element.default;
  if (element.kind === 'check')
    return (
      <FormControlLabel
        control={<Switch checked={value === true} onChange={(e) => onChange(e.target.checked || undefined)} />}
        label={label}
      />
    );
  if (element.kind === 'select' || element.kind === 'radio') {
    const options = element.options ?? [];
    return (
      <TextField
        size="small"
        select
        label={label}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(e) => onChange(optionFromText(options, e.target.value))}
      >
        <MenuItem value="">{translate('forms.builder.element.no_default')}</MenuItem>
        {options.map((o) => (
          <MenuItem key={String(optionValue(o))} value={String(optionValue(o))}>
            {optionLabel(o, translate)}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (NUMBER_KINDS.includes(element.kind)) {
    return (
      <TextField
        size="small"
        type="number"
        label={label}
        value={typeof value === 'number' ? value : ''}
        onChange={(e) =>
          onChange(
            e.target.value.trim() === '' || !Number.isFinite(Number(e.target.value))
              ? undefined
              : Number(e.target.value),
          )
        }
      />
    );
  }
  if (element.kind === 'date') {
    return (
      <DateInput
        size="small"
        wholeValuesOnly
        label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={(day) => onChange(day || undefined)}
      />
    );
  }
  return (
    <TextField
      size="small"
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value || undefined)}
      multiline={element.kind === 'textarea'}
    />
  );
}
