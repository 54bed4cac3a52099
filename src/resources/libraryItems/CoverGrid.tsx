// The books list as covers: a card per item with its cover (the files issue's image field), title, authors,
// kind and status; a check box on each card selects it for the list's bulk actions (publish, back to draft, delete).
// Cards flow into as many columns as fit, two at phone width.
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import {
  BulkActionsToolbar,
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useFileRecord } from '../../widgets/files';
import { pictureOf } from '../../widgets/files/records';
import { FieldValue } from '../../engine/views/FieldValue';
import { references } from '../../engine/fields';
import { useFirstRowsFirst } from '../../engine/views/firstRowsFirst';

const authorsSpec = references('shop/authors');

const Cover = ({ pathKey, title }: { pathKey: string | null; title: string }) => {
  const { data, isPending } = useFileRecord(pathKey);
  // a card's cover is far larger than a list cell: the thumbnail, not the record's cell picture
  const src = data ? pictureOf(data) : undefined;
  const frame = { width: '100%', aspectRatio: '2 / 3', display: 'block', borderRadius: 1 } as const;
  if (pathKey && isPending) return <Skeleton variant="rounded" sx={frame} />;
  return src ? (
    <Box component="img" src={src} alt={title} loading="lazy" sx={{ ...frame, objectFit: 'cover' }} />
  ) : (
    <Box sx={{ ...frame, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.secondary' }}>
      <AutoStoriesOutlined fontSize="large" />
    </Box>
  );
};

const BookCard = ({
  record,
  selected,
  onToggle,
  selectable,
}: {
  record: RaRecord;
  selected: boolean;
  onToggle: () => void;
  selectable: boolean;
}) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const title = String(record.title ?? '');
  const t = (key: string) => translate(`resources.books.${key}`);
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        ...(selected && { outline: 2, outlineColor: 'primary.main' }),
      }}
      data-testid="book-card"
    >
      <CardActionArea
        component={RouterLink}
        to={createPath({ resource, id: record.id, type: 'edit' })}
        sx={{
          p: 1,
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <Cover pathKey={(record.cover as string | null) ?? null} title={title} />
        <Typography
          variant="subtitle2"
          component="h3"
          sx={{
            mt: 1,
            lineHeight: 1.3,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          <RecordContextProvider value={record}>
            <FieldValue source="author_ids" spec={authorsSpec} cell />
          </RecordContextProvider>
        </Typography>
        <Stack direction="row" useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap', gap: 0.5 }}>
          <Chip size="small" variant="outlined" label={t(`values.kind.${String(record.kind)}`)} />
          <Chip
            size="small"
            color={record.status === 'published' ? 'success' : 'default'}
            label={t(`values.status.${String(record.status)}`)}
          />
        </Stack>
      </CardActionArea>
      {selectable ? (
        <Checkbox
          checked={selected}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': translate('resources.books.grid.select', { title }) } }}
          sx={{
            position: 'absolute',
            top: 4,
            insetInlineStart: 4,
            bgcolor: 'background.paper',
            borderRadius: 1,
            p: 0.5,
            '&:hover': { bgcolor: 'background.paper' },
          }}
        />
      ) : null}
    </Card>
  );
};

export default function CoverGrid({ bulkActions }: { bulkActions: ReactElement | false }) {
  const { data, isPending, selectedIds, onToggleItem } = useListContext();
  const cards = useFirstRowsFirst(data);
  const selectable = bulkActions !== false;
  return (
    <Box sx={{ position: 'relative' }}>
      {selectable ? <BulkActionsToolbar>{bulkActions}</BulkActionsToolbar> : null}
      <Box
        role="list"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(160px, 1fr))' },
          gap: { xs: 1, sm: 2 },
          p: { xs: 1, sm: 2 },
        }}
      >
        {isPending
          ? Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '2 / 3', height: 'auto' }} />
            ))
          : (cards ?? []).map((record) => (
              <Box role="listitem" key={record.id} sx={{ display: 'flex', '& > *': { flexGrow: 1 } }}>
                <BookCard
                  record={record}
                  selected={selectedIds.includes(record.id)}
                  onToggle={() => onToggleItem(record.id)}
                  selectable={selectable}
                />
              </Box>
            ))}
      </Box>
    </Box>
  );
}
