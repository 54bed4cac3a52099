// What most elements have: a label, a key, whether it is required and how wide it stands, a placeholder and a help.
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { FormElement } from '../../../definitions/forms/rules';
import { keyOf, useSettingLabel, type SettingsPartProps } from './elementSettingsText';

const TEXTUAL = ['text', 'textarea', 'email', 'tel'];

/** The element's basics; a row has only its key, and a field of a row takes the row's width. */
export function ElementBasics({ element, set, container }: SettingsPartProps & { container?: FormElement }) {
  const t = useSettingLabel();
  const row = element.kind === 'row';
  const placeholder = TEXTUAL.includes(element.kind) || element.kind === 'number' || element.kind === 'select';
  return (
    <>
      {!row && (
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
        onChange={(e) => set({ id: keyOf(e.target.value) })}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      {!row && (
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
      {placeholder && (
        <TextField
          size="small"
          label={t('placeholder')}
          value={element.placeholder ?? ''}
          onChange={(e) => set({ placeholder: e.target.value || undefined })}
        />
      )}
      {!row && (
        <TextField
          size="small"
          label={t('help')}
          value={element.help ?? ''}
          onChange={(e) => set({ help: e.target.value || undefined })}
        />
      )}
    </>
  );
}
