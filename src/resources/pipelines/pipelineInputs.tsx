// What a pipeline's settings are edited with: a colour (saved on leaving it), a new stage's or tag's name, and the
// save that reads the deals again and says so.
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { showToast } from '../../notifications/toasts';
import { dealKeys } from '../../screens/deals/api';

export const ColourInput = ({
  value,
  label,
  onChange,
}: {
  value: string;
  label: string;
  onChange: (value: string) => void;
}) => (
  <Box
    component="input"
    type="color"
    aria-label={label}
    defaultValue={value}
    onBlur={(e: React.FocusEvent<HTMLInputElement>) => e.target.value !== value && onChange(e.target.value)}
    sx={{ width: 36, height: 36, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer', flexShrink: 0 }}
  />
);

/** A name typed and added (a stage, a tag); the box empties for the next. */
export function AddByName({ label, onAdd }: { label: string; onAdd(name: string): void }) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      sx={{ mt: 1.5 }}
      component="form"
      noValidate
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        if (!name.trim()) return;
        onAdd(name.trim());
        setName('');
      }}
    >
      <TextField size="small" label={label} value={name} onChange={(e) => setName(e.target.value)} sx={{ flex: 1 }} />
      <Button type="submit" startIcon={<Add />} disabled={!name.trim()}>
        {translate('ra.action.add')}
      </Button>
    </Stack>
  );
}

/** `refresh` reads every deals query again; `saved` does so after a change and says it is saved. */
export function usePipelineSave() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dealKeys.all });
  const saved = async (work: Promise<unknown>) => {
    await work;
    await refresh();
    showToast(translate('deals.settings.saved'), { variant: 'success' });
  };
  return { refresh, saved };
}
