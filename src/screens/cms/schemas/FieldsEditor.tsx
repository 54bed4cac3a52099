// A table's fields: label, type, required and options saved as they change, reordered by dragging (mouse, finger
// or keyboard), added and removed (behind a confirm). The server's messages show as toasts on the field's row.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { arrayMove } from '@dnd-kit/sortable';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { errorMessage } from '../../../dataProvider/errors';
import { showToast } from '../../../notifications/toasts';
import { DragHandle, SortableItems, useSortableRow } from '../../../widgets/sortable/Sortable';
import { cmsApi, useTables, type Field, type Table } from '../api';
import { optionsOf } from './fieldOptions';
import { FieldTypeSelect, RefTableSelect } from './FieldTypeInputs';
import { NewFieldForm } from './NewFieldForm';

function FieldRow({
  field,
  tables,
  onSave,
  onRemove,
}: {
  field: Field;
  tables: Table[];
  onSave: (change: Partial<Field>) => void;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  const row = useSortableRow(field.id);
  return (
    <Box
      ref={row.rowRef}
      data-testid="field-row"
      style={row.style}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'auto 1fr 1fr auto',
          md: 'auto 140px minmax(140px, 1fr) 140px minmax(160px, 1fr) auto auto',
        },
        gap: 1,
        alignItems: 'center',
        bgcolor: 'background.paper',
        py: 0.5,
      }}
    >
      <DragHandle handle={row.handle} label={translate('cms.schemas.drag')} />
      <TextField
        size="small"
        label={translate('cms.schemas.field_name')}
        value={field.name}
        disabled
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <TextField
        size="small"
        label={translate('cms.schemas.field_label')}
        defaultValue={field.label}
        onBlur={(e) =>
          e.target.value.trim() && e.target.value.trim() !== field.label && onSave({ label: e.target.value.trim() })
        }
      />
      <FieldTypeSelect
        value={field.type}
        onChange={(type) =>
          onSave(
            type === 'reference'
              ? { type: 'reference', ref_table_id: field.ref_table_id ?? tables[0]?.id ?? null }
              : { type },
          )
        }
      />
      {field.type === 'reference' ? (
        <RefTableSelect
          value={field.ref_table_id ?? ''}
          tables={tables}
          onChange={(id) => onSave({ ref_table_id: id })}
        />
      ) : field.type === 'select' ? (
        <TextField
          size="small"
          label={translate('cms.schemas.options')}
          title={translate('cms.schemas.options_help')}
          defaultValue={field.options.join(', ')}
          onBlur={(e) =>
            optionsOf(e.target.value).join(',') !== field.options.join(',') &&
            onSave({ options: optionsOf(e.target.value) })
          }
        />
      ) : (
        <Box />
      )}
      <FormControlLabel
        control={<Checkbox checked={field.required} onChange={(e) => onSave({ required: e.target.checked })} />}
        label={translate('cms.schemas.required')}
      />
      <IconButton aria-label={`${translate('cms.schemas.remove_field')} ${field.label}`} onClick={onRemove}>
        <DeleteOutline />
      </IconButton>
    </Box>
  );
}

export function FieldsEditor({
  websiteId,
  tableId,
  fields,
  onChanged,
}: {
  websiteId: number;
  tableId: number;
  fields: Field[];
  onChanged: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const tables = useTables(websiteId);
  const otherTables = (tables.data?.items ?? []).filter((t) => t.id !== tableId);
  const [order, setOrder] = useState<Field[] | null>(null);
  const [removing, setRemoving] = useState<Field | null>(null);
  const list = order ?? fields;
  const saved = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      showToast(errorMessage(error, translate), { variant: 'error' });
    }
    await onChanged();
    setOrder(null);
  };
  const onMove = (from: number, to: number) => {
    setOrder(arrayMove(list, from, to));
    void saved(cmsApi.updateField(list[from]!.id, { position: to }));
  };
  return (
    <>
      <SortableItems
        ids={list.map((f) => f.id)}
        nameOf={(id) => list.find((f) => f.id === id)?.label ?? ''}
        onMove={onMove}
      >
        {list.map((field) => (
          <FieldRow
            key={`${field.id}-${field.type}-${field.label}`}
            field={field}
            tables={otherTables}
            onSave={(change) => void saved(cmsApi.updateField(field.id, change))}
            onRemove={() => setRemoving(field)}
          />
        ))}
      </SortableItems>
      <NewFieldForm tableId={tableId} otherTables={otherTables} onChanged={onChanged} />
      <Confirm
        isOpen={removing !== null}
        title={translate('cms.schemas.remove_field')}
        content={translate('cms.schemas.remove_field_confirm', { name: removing?.label ?? '' })}
        onConfirm={() => {
          const field = removing!;
          setRemoving(null);
          void saved(cmsApi.deleteField(field.id));
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
