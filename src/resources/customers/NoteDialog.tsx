import Button from '@mui/material/Button';
import {
  Form,
  ResourceContextProvider,
  SaveButton,
  useCreate,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { FORM_SAVE, isApiError } from '../../dataProvider/errors';
import notes from '../notes';
import { FieldInput } from '../../engine/views/FieldInput';
import { UnplacedServerErrors } from '../../engine/views/UnplacedServerErrors';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';

export interface NoteRecord extends RaRecord {
  id: number;
  ref_id: number;
  type: string;
  category: string | null;
  content: string;
  author_name: string;
  created_at: string;
  updated_at: string;
}

/** What a new note starts from (one object, so the form never sees a "new" record while it is open). */
const NEW_NOTE = { category: 'general' };

interface Props {
  open: boolean;
  /** The note being changed; none: a new note about `refId`. */
  note?: NoteRecord;
  refId: number;
  type: string;
  onClose: () => void;
  /** After a successful save (then the dialog closes). */
  onSaved: () => void;
}

/** Writes or changes a note; server validation errors land on the fields, the dialog keeps what was typed. */
export const NoteDialog = ({ open, note, refId, type, onClose, onSaved }: Props) => {
  const translate = useTranslate();
  const [create] = useCreate();
  const [update] = useUpdate();

  const submit = async (values: FieldValues) => {
    const data = { ref_id: refId, type, category: values.category || null, content: values.content };
    try {
      if (note)
        await update(
          'notes',
          { id: note.id, data, previousData: note, meta: FORM_SAVE.meta },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      else await create('notes', { data, meta: FORM_SAVE.meta }, { returnPromise: true });
      onSaved();
      onClose();
    } catch (error) {
      if (isApiError(error) && error.body.errors) return error.body.errors;
    }
    return undefined;
  };

  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={translate(note ? 'resources.notes.edit' : 'resources.notes.add')}
      fullScreenBelow={false}
      form={(parts) => (
        <ResourceContextProvider value="notes">
          <Form noValidate record={note ?? NEW_NOTE} onSubmit={submit}>
            <UnplacedServerErrors />
            {parts}
          </Form>
        </ResourceContextProvider>
      )}
      actions={
        <>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable={false} />
        </>
      }
    >
      <FieldInput source="category" spec={notes.fields.category} />
      <FieldInput source="content" spec={notes.fields.content} />
    </TitledDialog>
  );
};
