// What an element's kind adds to its settings, in this order: an upload's file types, a bagelform's nested form, a
// group's bounds and the fields of a row or a group, a code's length, a text's rules, a number's or a date's bounds,
// a choice's options and a table's columns.
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { childKinds } from './builderTree';
import { ChildFields } from './ChildFields';
import { ArrayBounds, DateBounds, NumberBounds, OtpLength, TextRules } from './ElementBounds';
import { useSettingLabel, type SettingsPartProps } from './elementSettingsText';
import { NestedFormPicker } from './NestedFormPicker';
import { OptionsEditor } from './OptionsEditor';
import { TableColumnsEditor } from './TableColumnsEditor';

interface Props extends SettingsPartProps {
  /** Opens a field of this row or group in the settings panel. */
  onSelectChild?(id: string): void;
  /** For a row or a group: the ids its new fields may not take (builderTree.childIdsTaken). */
  childTaken?: Set<string>;
  /** This form's name (a bagelform may not nest it). */
  formName?: string;
}

function MultipleSwitch({ element, set }: SettingsPartProps) {
  const t = useSettingLabel();
  return (
    <FormControlLabel
      control={<Switch checked={Boolean(element.multiple)} onChange={(e) => set({ multiple: e.target.checked })} />}
      label={t('multiple')}
    />
  );
}

function UploadSettings({ element, set }: SettingsPartProps) {
  const t = useSettingLabel();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        label={t('accept')}
        value={element.accept ?? ''}
        onChange={(e) => set({ accept: e.target.value || undefined })}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
        sx={{ flex: 1 }}
      />
      <MultipleSwitch element={element} set={set} />
    </Stack>
  );
}

export function ElementKindSettings({ element, set, onSelectChild, childTaken, formName }: Props) {
  const t = useSettingLabel();
  const { kind } = element;
  const part = { element, set };
  return (
    <>
      {kind === 'upload' && <UploadSettings {...part} />}
      {kind === 'bagelform' && (
        <NestedFormPicker
          value={element.form}
          formName={formName}
          onChange={(form) => set({ form })}
          label={t('form')}
        />
      )}
      {kind === 'array' && <ArrayBounds {...part} />}
      {(kind === 'array' || kind === 'row') && (
        <ChildFields
          elements={element.elements ?? []}
          onChange={(elements) => set({ elements })}
          taken={childTaken ?? new Set()}
          kinds={childKinds(element)}
          onSelect={(id) => onSelectChild?.(id)}
        />
      )}
      {kind === 'otp' && <OtpLength {...part} />}
      {(kind === 'text' || kind === 'textarea') && <TextRules {...part} />}
      {(kind === 'number' || kind === 'range' || kind === 'rating') && <NumberBounds {...part} />}
      {kind === 'date' && <DateBounds {...part} />}
      {(kind === 'select' || kind === 'radio' || kind === 'check') && (
        <>
          <OptionsEditor element={element} onChange={(options) => set({ options })} />
          {kind !== 'radio' && <MultipleSwitch {...part} />}
        </>
      )}
      {kind === 'table' && <TableColumnsEditor {...part} />}
    </>
  );
}
