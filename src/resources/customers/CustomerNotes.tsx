import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Confirm, Loading, useDelete, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../lib/format';
import { NOTE_CATEGORIES } from '../notes';
import { NoteDialog, type NoteRecord } from './NoteDialog';
import { CodeSelect } from '../../widgets/select/CodeSelect';

const PAGE = 20;
const NOTE_TYPE = 'person';

/** The category of a note in the UI language (a category of another tool is shown as stored). */
const useCategoryLabel = () => {
  const translate = useTranslate();
  return (category: string) => translate(`resources.notes.categories.${category}`, { _: category });
};

const NoteItem = ({ note, onEdit, onDelete }: { note: NoteRecord; onEdit: () => void; onDelete: () => void }) => {
  const translate = useTranslate();
  const categoryLabel = useCategoryLabel();
  const edited = note.updated_at && note.updated_at !== note.created_at;
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: 2 }}
      aria-label={translate('resources.notes.name', { smart_count: 1 })}
    >
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        {note.category ? <Chip size="small" label={categoryLabel(note.category)} /> : null}
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {note.author_name || translate('resources.notes.unknown_author')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <bdi>{formatDateTime(note.created_at)}</bdi>
          {edited ? ` ${translate('resources.notes.edited')}` : ''}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <IconButton size="small" onClick={onEdit} aria-label={translate('ra.action.edit')}>
          <EditOutlined fontSize="small" />
        </IconButton>
        <IconButton size="small" onClick={onDelete} aria-label={translate('ra.action.delete')}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Stack>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.content}</Typography>
    </Paper>
  );
};

/** The notes tab: a person's notes, newest first, filtered by category; add, edit and delete. */
export const CustomerNotes = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const categoryLabel = useCategoryLabel();
  const [category, setCategory] = useState('');
  const [perPage, setPerPage] = useState(PAGE);
  const [editing, setEditing] = useState<NoteRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<NoteRecord | null>(null);
  const [remove, { isPending: removing }] = useDelete();
  const refId = Number(record?.id);
  const {
    data = [],
    total = 0,
    isPending,
    refetch,
  } = useGetList<NoteRecord>(
    'notes',
    {
      filter: { ref_id: refId, type: NOTE_TYPE, ...(category ? { category } : {}) },
      pagination: { page: 1, perPage },
      sort: { field: 'created_at', order: 'DESC' },
    },
    { enabled: Number.isFinite(refId) },
  );
  if (!record) return null;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(
        'notes',
        { id: deleting.id, previousData: deleting },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('resources.notes.deleted', { type: 'success' });
      void refetch();
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing('new')}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {translate('resources.notes.add')}
        </Button>
        <CodeSelect
          label={translate('resources.notes.fields.category')}
          value={category}
          codes={NOTE_CATEGORIES}
          labelOf={categoryLabel}
          none={translate('resources.notes.all_categories')}
          onChange={(choice) => {
            setCategory(choice);
            setPerPage(PAGE);
          }}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 240 } }}
        />
      </Stack>

      {isPending ? (
        <Loading />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">
          {translate(category ? 'resources.notes.empty_category' : 'resources.notes.empty')}
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {data.map((note) => (
            <NoteItem key={note.id} note={note} onEdit={() => setEditing(note)} onDelete={() => setDeleting(note)} />
          ))}
          {total > data.length ? (
            <Button onClick={() => setPerPage(perPage + PAGE)} sx={{ alignSelf: 'center' }}>
              {translate('resources.notes.more', { count: total - data.length })}
            </Button>
          ) : null}
        </Stack>
      )}

      {editing ? (
        <NoteDialog
          open
          note={editing === 'new' ? undefined : editing}
          refId={refId}
          type={NOTE_TYPE}
          onClose={() => setEditing(null)}
          onSaved={() => {
            notify(editing === 'new' ? 'resources.notes.created' : 'resources.notes.updated', { type: 'success' });
            void refetch();
          }}
        />
      ) : null}
      <Confirm
        isOpen={deleting !== null}
        loading={removing}
        title="app.confirm.title"
        content="app.confirm.message"
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
};
