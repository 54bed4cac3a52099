// The form's own settings: its title, its name (the public link's last part), description, whether it takes
// answers, whether each step is checked before the next, when it closes, how many answers it takes, the message or
// the address shown after sending, and who is told of each answer. A save's errors show at their inputs.
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { DateTimeInput } from '../../widgets/dateTime/DateTimeInput';
import type { FormSettings } from './api';
import type { Draft } from './useFormDraft';

export function FormSettingsTab({
  draft,
  onDraft,
  fieldErrors,
}: {
  draft: Draft;
  onDraft: (draft: Draft) => void;
  /** A save's errors by path ("title", "settings.closes_at"). */
  fieldErrors: Record<string, string>;
}) {
  const translate = useTranslate();
  const setSettings = (settings: Partial<FormSettings>) =>
    onDraft({ ...draft, settings: { ...draft.settings, ...settings } });
  return (
    <Card sx={{ p: 2, maxWidth: 720 }}>
      <Stack spacing={2}>
        <TextField
          label={translate('forms.builder.settings.title')}
          value={draft.title}
          onChange={(e) => onDraft({ ...draft, title: e.target.value })}
          required
          error={Boolean(fieldErrors.title)}
          helperText={fieldErrors.title}
        />
        <TextField
          label={translate('forms.builder.settings.name')}
          value={draft.name}
          onChange={(e) => onDraft({ ...draft, name: e.target.value.toLowerCase() })}
          error={Boolean(fieldErrors.name)}
          helperText={fieldErrors.name ?? translate('forms.builder.settings.name_help')}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextField
          label={translate('forms.builder.settings.description')}
          value={draft.description}
          onChange={(e) => onDraft({ ...draft, description: e.target.value })}
          multiline
          minRows={2}
        />
        <FormControlLabel
          control={
            <Switch checked={draft.settings.is_open} onChange={(e) => setSettings({ is_open: e.target.checked })} />
          }
          label={translate('forms.builder.settings.is_open')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={draft.settings.step_validation}
              onChange={(e) => setSettings({ step_validation: e.target.checked })}
            />
          }
          label={translate('forms.builder.settings.step_validation')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateTimeInput
            label={translate('forms.builder.settings.closes_at')}
            value={draft.settings.closes_at}
            onChange={(closes) => setSettings({ closes_at: closes || null })}
            error={Boolean(fieldErrors['settings.closes_at'])}
            helperText={fieldErrors['settings.closes_at']}
          />
          <TextField
            type="number"
            label={translate('forms.builder.settings.submission_limit')}
            value={draft.settings.submission_limit ?? ''}
            onChange={(e) =>
              setSettings({
                submission_limit: e.target.value ? Math.max(1, Math.floor(Number(e.target.value))) : null,
              })
            }
          />
        </Stack>
        <TextField
          label={translate('forms.builder.settings.success_message')}
          value={draft.settings.success_message}
          onChange={(e) => setSettings({ success_message: e.target.value })}
          multiline
          minRows={2}
        />
        <TextField
          label={translate('forms.builder.settings.redirect_url')}
          value={draft.settings.redirect_url ?? ''}
          onChange={(e) => setSettings({ redirect_url: e.target.value.trim() || null })}
          error={Boolean(fieldErrors['settings.redirect_url'])}
          helperText={fieldErrors['settings.redirect_url']}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextField
          label={translate('forms.builder.settings.notify_emails')}
          value={draft.settings.notify_emails.join('\n')}
          onChange={(e) =>
            setSettings({
              notify_emails: e.target.value
                .split('\n')
                .map((s) => s.trim())
                .filter(Boolean),
            })
          }
          multiline
          minRows={2}
          error={Object.keys(fieldErrors).some((k) => k.startsWith('settings.notify_emails'))}
          helperText={
            Object.entries(fieldErrors).find(([k]) => k.startsWith('settings.notify_emails'))?.[1] ??
            translate('forms.builder.settings.notify_help')
          }
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      </Stack>
    </Card>
  );
}
