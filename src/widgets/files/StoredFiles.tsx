// The files in the upload input's value, as tiles that open in the lightbox, each with replace and delete; many
// files, when sortable, are put in order by dragging their handle (or by the keyboard).
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { useSortableAccessibility } from '../../lib/useSortableAccessibility';
import { FileTile } from './FileTile';

const onPaper = { bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } };

const SortableTile = ({
  pathKey,
  children,
}: {
  pathKey: string;
  children: (handle: React.ReactNode) => React.ReactNode;
}) => {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: pathKey,
  });
  const handle = (
    <Tooltip title={translate('files.upload.reorder')}>
      <IconButton
        size="small"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={translate('files.upload.reorder')}
        sx={{ ...onPaper, cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
    </Tooltip>
  );
  return (
    <Box
      ref={setNodeRef}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 1 : 'auto',
      }}
      data-testid="upload-item"
    >
      {children(handle)}
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
  const accessibility = useSortableAccessibility(keys, (key) =>
    translate('app.sort.item_number', { number: keys.indexOf(String(key)) + 1 }),
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  const tile = (pathKey: string, handle?: React.ReactNode) => (
    <FileTile
      pathKey={pathKey}
      onOpen={(r) => onOpen(r.path_key)}
      actions={
        <>
          {handle}
          <Tooltip title={translate('files.upload.replace')}>
            <IconButton
              size="small"
              aria-label={translate('files.upload.replace')}
              onClick={() => onReplace(pathKey)}
              sx={onPaper}
            >
              <SwapHoriz fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={translate('files.upload.delete')}>
            <IconButton
              size="small"
              aria-label={translate('files.upload.delete')}
              onClick={() => onRemove(pathKey)}
              sx={onPaper}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      }
    />
  );
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} sx={{ mt: 1.5 }} data-testid="upload-stored">
      {sortable ? (
        <DndContext
          accessibility={accessibility}
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={keys} strategy={rectSortingStrategy}>
            {keys.map((key) => (
              <SortableTile key={key} pathKey={key}>
                {(handle) => tile(key, handle)}
              </SortableTile>
            ))}
          </SortableContext>
        </DndContext>
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
