// The form under a table's fields that adds one: name, label, type, and the options or referenced table its type
// needs. The server's messages show under their inputs, any other failure as a toast.
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage, validationErrors } from '../../../dataProvider/errors';
import { showToast } from '../../../notifications/toasts';
import { cmsApi, type FieldType, type Table } from '../api';
import { optionsOf } from './fieldOptions';
import { FieldTypeSelect, RefTableSelect } from './FieldTypeInputs';

export function NewFieldForm({
  tableId,
  otherTables,
  onChanged,
}: {
  tableId: number;
  otherTables: Table[];
  onChanged: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const [draft, setDraft] = useState({
    name: '',
    label: '',
    type: 'text' as FieldType,
    options: '',
    ref_table_id: '' as number | '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = async () => {
    try {
      await cmsApi.addField(tableId, {
        name: draft.name.trim(),
        label: draft.label.trim() || draft.name.trim(),
        type: draft.type,
        required: false,
        options: optionsOf(draft.options),
        ref_table_id: draft.type === 'reference' && draft.ref_table_id !== '' ? draft.ref_table_id : null,
      });
      setDraft({ name: '', label: '', type: 'text', options: '', ref_table_id: '' });
      setErrors({});
      await onChanged();
    } catch (error) {
      const tree = validationErrors(error) ?? {};
      const next: Record<string, string> = {};
      for (const key of ['name', 'label', 'type', 'options', 'ref_table_id']) {
        const value = tree[key];
        if (typeof value === 'string') next[key] = value;
      }
      if (!Object.keys(next).length) showToast(errorMessage(error, translate), { variant: 'error' });
      setErrors(next);
    }
  };
  /** One of the draft's words: the server's message under it, else its help (a blank line keeps the row even). */
  const textInput = (key: 'name' | 'label' | 'options', label: string, help = ' ', dir?: 'ltr') => (
    <TextField
      size="small"
      label={label}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? help}
      slotProps={{ htmlInput: { dir } }}
    />
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: '200px minmax(140px, 1fr) 140px minmax(160px, 1fr) auto' },
        gap: 1,
        alignItems: 'start',
        mt: 2,
      }}
    >
      {textInput('name', translate('cms.schemas.field_name'), translate('cms.schemas.field_name_help'), 'ltr')}
      {textInput('label', translate('cms.schemas.field_label'))}
      <FieldTypeSelect value={draft.type} onChange={(type) => setDraft({ ...draft, type })} />
      {draft.type === 'reference' ? (
        <RefTableSelect
          value={draft.ref_table_id}
          tables={otherTables}
          onChange={(id) => setDraft({ ...draft, ref_table_id: id })}
          error={Boolean(errors.ref_table_id)}
          helperText={errors.ref_table_id ?? ' '}
        />
      ) : draft.type === 'select' ? (
        textInput('options', translate('cms.schemas.options'), translate('cms.schemas.options_help'))
      ) : (
        <Box />
      )}
      <Button
        variant="outlined"
        startIcon={<Add />}
        disabled={!draft.name.trim()}
        onClick={() => void add()}
        sx={{ height: 40 }}
      >
        {translate('cms.schemas.add_field')}
      </Button>
    </Box>
  );
}
