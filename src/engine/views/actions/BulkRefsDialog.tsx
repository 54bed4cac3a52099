import Button from '@mui/material/Button';
import { useState } from 'react';
import type { Identifier } from 'ra-core';
import {
  AutocompleteArrayInput,
  Form,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  required,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { errorMessage } from '../../../dataProvider/errors';
import { TitledDialog } from '../../../widgets/dialog/TitledDialog';
import { changeRefs } from '../recordsApi';
import type { AppResource } from '../../resourceTypes';
import { optionSort, type ReferencesField } from '../../fields';

interface Props {
  resource: AppResource;
  /** The references field changed (a product's `category_ids`). */
  field: string;
  /** The action's id: its toast `resources.<name>.actions.<id>_done` when the resource has one. */
  action: string;
  ids: Identifier[];
  open: boolean;
  onClose: () => void;
}

const MODES = ['add', 'remove', 'replace'] as const;

/**
 * Adds, removes or replaces the linked records of one references field on the selected records (`POST
 * <bulk>/refs`, one transaction: all or none), after the person chose how and which; the toast says how many changed.
 */
export const BulkRefsDialog = ({ resource, field, action, ids, open, onClose }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource.routeName);
  const [saving, setSaving] = useState(false);
  const spec = resource.fields[field] as ReferencesField;
  const fieldLabel = translate(`resources.${resource.name}.fields.${field}`);
  const title = translate('entities.bulk_refs.title', { field: fieldLabel, smart_count: ids.length });

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const done = await changeRefs(resource, {
        ids: ids.map(Number),
        field,
        mode: values.mode as 'add' | 'remove' | 'replace',
        values: (values.values as number[] | undefined) ?? [],
      });
      const args = { smart_count: done.changed, field: fieldLabel };
      const message = done.changed
        ? translate(`resources.${resource.name}.actions.${action}_done`, {
            ...args,
            _: translate('entities.bulk_refs.done', args),
          })
        : translate('entities.bulk_refs.unchanged', args);
      notify(message, { type: 'success' });
      unselectAll();
      refresh();
      onClose();
    } catch (error) {
      notify(errorMessage(error, translate), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={title}
      form={(parts) => (
        <Form onSubmit={submit} defaultValues={{ mode: 'add', values: [] }} noValidate>
          {parts}
        </Form>
      )}
      actions={
        <>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('entities.bulk_refs.apply', { smart_count: ids.length })}
          </Button>
        </>
      }
    >
      <RadioButtonGroupInput
        source="mode"
        label={translate('entities.bulk_refs.mode')}
        choices={MODES.map((mode) => ({ id: mode, name: translate(`entities.bulk_refs.modes.${mode}`) }))}
        validate={required()}
      />
      <ReferenceArrayInput source="values" reference={spec.reference} sort={optionSort(spec)}>
        <AutocompleteArrayInput
          optionText={spec.optionText}
          label={fieldLabel}
          helperText={translate('entities.bulk_refs.help')}
        />
      </ReferenceArrayInput>
    </TitledDialog>
  );
};
