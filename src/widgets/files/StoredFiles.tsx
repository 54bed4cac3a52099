// The files in the upload input's value, as tiles that open in the lightbox, each with replace and delete; many
// files, when sortable, are put in order by dragging their handle (or by the keyboard).
import type { UniqueIdentifier } from '@dnd-kit/core';
import { rectSortingStrategy } from '@dnd-kit/sortable';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { DragHandle, SortableItems, useSortableRow } from '../sortable/Sortable';
import { FileTile } from './FileTile';
import { LabelledIconButton } from '../../theme/LabelledIconButton';

const onPaper = { bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } };

const SortableTile = ({
  pathKey,
  children,
}: {
  pathKey: string;
  children: (handle: React.ReactNode) => React.ReactNode;
}) => {
  const translate = useTranslate();
  const { rowRef, style, isDragging, handle } = useSortableRow(pathKey);
  return (
    <Box
      ref={rowRef}
      style={style}
      sx={{ opacity: isDragging ? 0.6 : 1, zIndex: isDragging ? 1 : 'auto' }}
      data-testid="upload-item"
    >
      {children(<DragHandle handle={handle} label={translate('files.upload.reorder')} tooltip sx={onPaper} />)}
    </Box>
  );
};

interface Props {
  keys: string[];
  /** Many files put in order by dragging. */
  sortable: boolean;
  onOpen(pathKey: string): void;
  onReplace(pathKey: string): void;
  onRemove(pathKey: string): void;
  /** Moves a file to where another one stands. */
  onMove(from: string, to: string): void;
}

export function StoredFiles({ keys, sortable, onOpen, onReplace, onRemove, onMove }: Props) {
  const translate = useTranslate();
  // the tiles show pictures, not names: a screen reader hears each by its place
  const nameOf = (key: UniqueIdentifier) =>
    translate('app.sort.item_number', { number: keys.indexOf(String(key)) + 1 });
  const tile = (pathKey: string, handle?: React.ReactNode) => (
    <FileTile
      pathKey={pathKey}
      onOpen={(r) => onOpen(r.path_key)}
      actions={
        <>
          {handle}
          <LabelledIconButton
            label={translate('files.upload.replace')}
            size="small"
            onClick={() => onReplace(pathKey)}
            sx={onPaper}
          >
            <SwapHoriz fontSize="small" />
          </LabelledIconButton>
          <LabelledIconButton
            label={translate('files.upload.delete')}
            size="small"
            onClick={() => onRemove(pathKey)}
            sx={onPaper}
          >
            <DeleteOutline fontSize="small" />
          </LabelledIconButton>
        </>
      }
    />
  );
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} sx={{ mt: 1.5 }} data-testid="upload-stored">
      {sortable ? (
        <SortableItems
          ids={keys}
          nameOf={nameOf}
          onMove={(from, to) => onMove(keys[from]!, keys[to]!)}
          strategy={rectSortingStrategy}
        >
          {keys.map((key) => (
            <SortableTile key={key} pathKey={key}>
              {(handle) => tile(key, handle)}
            </SortableTile>
          ))}
        </SortableItems>
      ) : (
        keys.map((key) => (
          <Box key={key} data-testid="upload-item">
            {tile(key)}
          </Box>
        ))
      )}
    </Stack>
  );
}
