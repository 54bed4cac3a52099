// A popup's settings: when it shows (on load, after N seconds, on exit intent), on which pages, its dates, and how
// often one visitor sees it.
import { NumberInput, required, SelectInput, TextArrayInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { DateTimeSourceInput } from '../../../widgets/dateTime/PickerSourceInput';

const TRIGGERS = ['on_load', 'after_seconds', 'exit_intent'] as const;
const FREQUENCIES = ['every_visit', 'once_per_session', 'once_per_day', 'once'] as const;

export function PopupSettingsInputs() {
  const translate = useTranslate();
  const trigger = useWatch({ name: 'popup.trigger' }) as string | undefined;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <SelectInput
          source="popup.trigger"
          label={translate('cms.popup.trigger')}
          choices={TRIGGERS.map((t) => ({ id: t, name: translate(`cms.popup.triggers.${t}`) }))}
          validate={required()}
        />
        {trigger === 'after_seconds' && (
          <NumberInput
            source="popup.seconds"
            label={translate('cms.popup.seconds')}
            min={1}
            max={3600}
            validate={required()}
          />
        )}
        <SelectInput
          source="popup.frequency"
          label={translate('cms.popup.frequency')}
          choices={FREQUENCIES.map((f) => ({ id: f, name: translate(`cms.popup.frequencies.${f}`) }))}
          validate={required()}
        />
      </Stack>
      <TextArrayInput
        source="popup.pages"
        label={translate('cms.popup.pages')}
        helperText={translate('cms.popup.pages_help')}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <DateTimeSourceInput source="popup.starts_at" label={translate('cms.popup.starts_at')} />
        <DateTimeSourceInput source="popup.ends_at" label={translate('cms.popup.ends_at')} />
      </Stack>
    </>
  );
}
