import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldTitle, useInput } from 'react-admin';
import type { FieldComponentProps } from '../../../engine/fields';

/** `phones.2.is_primary` → `phones` and 2. */
export const listEntryOf = (name: string): { list: string; index: number } | null => {
  const match = /^(.*)\.(\d+)\.[^.]+$/.exec(name);
  return match ? { list: match[1], index: Number(match[2]) } : null;
};

/**
 * The primary phone: choosing one makes the others not primary (one per person, as the server keeps it). While none
 * is chosen the first is marked, as the server will make it primary.
 */
export const PrimaryPhoneInput = ({ source, label }: FieldComponentProps) => {
  const { field } = useInput({ source, defaultValue: false });
  const { getValues, setValue } = useFormContext();
  const entry = listEntryOf(field.name);
  const items = useWatch({ name: entry?.list ?? field.name }) as
    Array<{ is_primary?: boolean } | undefined> | undefined;
  const noneChosen = Array.isArray(items) && !items.some((item) => item?.is_primary);
  const checked = Boolean(field.value) || (entry?.index === 0 && noneChosen);
  const choose = () => {
    if (entry) {
      const phones = (getValues(entry.list) ?? []) as unknown[];
      phones.forEach((_, index) => {
        if (index !== entry.index) setValue(`${entry.list}.${index}.is_primary`, false, { shouldDirty: true });
      });
    }
    field.onChange(true);
  };
  return (
    <FormControlLabel
      sx={{ marginInlineStart: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
      control={<Radio checked={checked} onChange={choose} name={field.name} />}
      label={<FieldTitle label={label} source={source} />}
    />
  );
};
