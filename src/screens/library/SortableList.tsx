// A list staff put in order by dragging (the app's categories, a collection's items): with the mouse or a
// finger on a row's handle, or from the keyboard (Tab to the handle, Space to lift, arrows to move, Space to drop,
// Escape to cancel), with what a screen reader hears in the user's language. Each drop is saved at once by `save`
// (one server call in one transaction); the toast that confirms it offers to undo, which saves the order before.
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { dismissToast, showToast } from '../../notifications/toasts';
import { DragHandle, SortableItems, useSortableRow } from '../../widgets/sortable/Sortable';

export interface SortableRow {
  id: number;
  label: string;
  secondary?: ReactNode;
  picture?: ReactNode;
}

interface Props {
  rows: SortableRow[];
  /** Saves an order (the new one, or the one before on undo); throws when the server refuses it. */
  save: (ids: number[]) => Promise<unknown>;
  /** After a save or an undo was stored (refresh what shows the order). */
  onSaved?: () => void;
  /** Names the list for assistive technology. */
  label: string;
}

function Row({ row, index, count }: { row: SortableRow; index: number; count: number }) {
  const translate = useTranslate();
  const { rowRef, style, isDragging, handle } = useSortableRow(row.id);
  return (
    <ListItem
      ref={rowRef}
      data-testid="sortable-row"
      divider
      style={style}
      sx={{
        gap: 1,
        py: 0.5,
        px: 1,
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 3 : undefined,
      }}
    >
      <DragHandle
        handle={handle}
        label={translate('library.sort.handle', { name: row.label, position: index + 1, count })}
        sx={{ cursor: isDragging ? 'grabbing' : 'grab' }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ minWidth: 20, textAlign: 'center' }}>
        <bdi>{index + 1}</bdi>
      </Typography>
      {row.picture}
      <ListItemText
        primary={row.label}
        secondary={row.secondary}
        slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true, component: 'div' } }}
        sx={{ minWidth: 0 }}
      />
    </ListItem>
  );
}

export function SortableList({ rows, save, onSaved, label }: Props) {
  const translate = useTranslate();
  const [order, setOrder] = useState<number[]>(() => rows.map((r) => r.id));
  const saving = useRef(false);
  // the last move, undone from the list itself too (a toast is out of reach of the keyboard inside a dialog)
  const [lastMove, setLastMove] = useState<{ before: number[]; next: number[] } | null>(null);
  // the rows changed on the server (another tab, a refresh): follow them unless a save of ours is under way
  const serverOrder = rows.map((r) => r.id).join(',');
  useEffect(() => {
    if (!saving.current) setOrder(serverOrder ? serverOrder.split(',').map(Number) : []);
  }, [serverOrder]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const shown = order.map((id) => byId.get(id)).filter((r): r is SortableRow => r !== undefined);

  const nameOf = (id: UniqueIdentifier) => byId.get(Number(id))?.label ?? '';

  const store = async (next: number[], before: number[], undoable: boolean) => {
    saving.current = true;
    setOrder(next);
    try {
      await save(next);
      onSaved?.();
      setLastMove(undoable ? { before, next } : null);
      if (undoable)
        showToast(translate('library.sort.saved'), {
          variant: 'success',
          action: (key) => (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                dismissToast(key);
                void undo(before, next);
              }}
            >
              {translate('library.sort.undo')}
            </Button>
          ),
        });
      return true;
    } catch {
      setOrder(before);
      showToast(translate('library.sort.failed'), { variant: 'error' });
      return false;
    } finally {
      saving.current = false;
    }
  };

  const undo = async (before: number[], next: number[]) => {
    if (await store(before, next, false)) showToast(translate('library.sort.undone'), { variant: 'info' });
  };

  const onMove = (from: number, to: number) => void store(arrayMove(order, from, to), order, true);

  if (shown.length === 0) return null;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {translate('library.sort.help')}
        </Typography>
        {lastMove ? (
          <Button
            size="small"
            startIcon={<UndoIcon />}
            onClick={() => void undo(lastMove.before, lastMove.next)}
            sx={{ flexShrink: 0 }}
          >
            {translate('library.sort.undo')}
          </Button>
        ) : null}
      </Box>
      <SortableItems ids={order} nameOf={nameOf} onMove={onMove} touch>
        <List dense aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}>
          {shown.map((row, index) => (
            <Row key={row.id} row={row} index={index} count={shown.length} />
          ))}
        </List>
      </SortableItems>
    </Box>
  );
}
