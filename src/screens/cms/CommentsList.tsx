// /cms/comments: comments on pages and articles by status, approved, marked as spam or deleted in bulk.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import { showToast } from '../../notifications/toasts';
import { CmsPagination } from './CmsPagination';
import { cmsApi, cmsKeys, COMMENT_STATUSES, useComments, type Comment, type CommentStatus } from './api';
import { CmsNav } from './CmsNav';

const STATUS_COLORS = { pending: 'warning', approved: 'success', spam: 'error' } as const;
const hideOnPhone = { display: { xs: 'none', md: 'table-cell' } } as const;

/** One comment in the moderation table: its box, who wrote it, what, on which page, when (and its status under all). */
function CommentRow({
  comment: c,
  chosen,
  onToggle,
  showStatus,
}: {
  comment: Comment;
  chosen: boolean;
  onToggle: () => void;
  showStatus: boolean;
}) {
  const translate = useTranslate();
  return (
    <TableRow hover selected={chosen}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={chosen}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': `${c.author_name}: ${c.text.slice(0, 40)}` } }}
        />
      </TableCell>
      <TableCell>
        {c.author_name}
        {c.email && (
          <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
            <bdi>{c.email}</bdi>
          </Typography>
        )}
      </TableCell>
      <TableCell dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
        {c.text}
      </TableCell>
      <TableCell sx={hideOnPhone}>
        <Link to={`/cms/pages/${c.page_id}`}>{c.page_title}</Link>
      </TableCell>
      <TableCell sx={hideOnPhone}>
        <bdi>{formatDateTime(c.created_at)}</bdi>
      </TableCell>
      {showStatus && (
        <TableCell>
          <Chip size="small" color={STATUS_COLORS[c.status]} label={translate(`cms.comments.statuses.${c.status}`)} />
        </TableCell>
      )}
    </TableRow>
  );
}

/** What can be done to the chosen comments at once; deleting asks first (`onDelete` opens the question). */
function BulkActions({
  count,
  onAct,
  onDelete,
}: {
  count: number;
  onAct: (action: 'approve' | 'spam') => void;
  onDelete: () => void;
}) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      data-testid="comments-bulk"
    >
      <Typography>{translate('cms.comments.selected', { smart_count: count })}</Typography>
      <Button variant="outlined" color="success" onClick={() => onAct('approve')}>
        {translate('cms.comments.approve')}
      </Button>
      <Button variant="outlined" color="warning" onClick={() => onAct('spam')}>
        {translate('cms.comments.spam')}
      </Button>
      <Button variant="outlined" color="error" onClick={onDelete}>
        {translate('cms.comments.delete')}
      </Button>
    </Stack>
  );
}

export default function CommentsList() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<CommentStatus | 'all'>('pending');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [deleting, setDeleting] = useState(false);
  const comments = useComments(status, page);
  const items = comments.data?.items ?? [];
  const act = async (action: 'approve' | 'spam' | 'delete') => {
    setDeleting(false);
    const ids = [...selected];
    const done = await cmsApi.moderate(ids, action);
    setSelected(new Set());
    showToast(translate('cms.comments.done', { smart_count: done.updated }), { variant: 'success' });
    await queryClient.invalidateQueries({ queryKey: cmsKeys.of('comments') });
  };
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allChosen = items.length > 0 && items.every((c) => selected.has(c.id));
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('cms.comments.title')} />
      <CmsNav />
      <Typography variant="h5" component="h1">
        {translate('cms.comments.title')}
      </Typography>
      <Tabs
        value={status}
        onChange={(_, value: CommentStatus | 'all') => {
          setStatus(value);
          setPage(0);
          setSelected(new Set());
        }}
        sx={{ mb: 1 }}
      >
        {COMMENT_STATUSES.map((s) => (
          <Tab key={s} value={s} label={translate(`cms.comments.statuses.${s}`)} />
        ))}
        <Tab value="all" label={translate('cms.comments.all')} />
      </Tabs>
      {selected.size > 0 && (
        <BulkActions count={selected.size} onAct={(action) => void act(action)} onDelete={() => setDeleting(true)} />
      )}
      {comments.data && items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('cms.comments.empty')}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allChosen}
                  indeterminate={!allChosen && items.some((c) => selected.has(c.id))}
                  onChange={() => setSelected(allChosen ? new Set() : new Set(items.map((c) => c.id)))}
                  slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
                />
              </TableCell>
              <TableCell>{translate('cms.comments.author')}</TableCell>
              <TableCell>{translate('cms.comments.text')}</TableCell>
              <TableCell sx={hideOnPhone}>{translate('cms.comments.page')}</TableCell>
              <TableCell sx={hideOnPhone}>{translate('cms.comments.date')}</TableCell>
              {status === 'all' && <TableCell>{translate('cms.pages.status')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((c) => (
              <CommentRow
                key={c.id}
                comment={c}
                chosen={selected.has(c.id)}
                onToggle={() => toggle(c.id)}
                showStatus={status === 'all'}
              />
            ))}
          </TableBody>
        </Table>
      )}
      <CmsPagination
        total={comments.data?.total}
        page={page}
        onPage={(p) => {
          setPage(p);
          setSelected(new Set());
        }}
      />
      <Confirm
        isOpen={deleting}
        title={translate('cms.comments.delete')}
        content={translate('cms.comments.delete_confirm', { smart_count: selected.size })}
        onConfirm={() => void act('delete')}
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
}
