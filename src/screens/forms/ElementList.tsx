// A list of elements in the builder, reordered by drag (mouse, touch or keyboard): a step's elements, or the fields
// inside a row or a repeating group. Each line selects its element for the settings panel, or deletes it.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslate } from 'react-admin';
import type { FormElement } from '../../../definitions/forms/rules';
import { useSortableAccessibility } from '../../lib/useSortableAccessibility';

/** What a line calls its element: a row by its fields' labels. */
export const elementName = (element: FormElement): string =>
  element.kind === 'row'
    ? (element.elements ?? []).map((e) => e.label || e.id).join(' | ') || element.id
    : element.label || element.id;

function SortableElement({
  element,
  selected,
  onSelect,
  onRemove,
}: {
  element: FormElement;
  selected: boolean;
  onSelect(): void;
  onRemove(): void;
}) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: element.id,
  });
  const label = elementName(element);
  const inside =
    element.kind === 'row' || element.kind === 'array'
      ? ` · ${translate('forms.builder.field_count', { smart_count: (element.elements ?? []).length })}`
      : '';
  return (
    <Box
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: 1,
        mb: 0.5,
        bgcolor: 'background.paper',
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={translate('forms.builder.drag', { label })}
        sx={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <ListItemButton
        onClick={onSelect}
        selected={selected}
        sx={{ py: 0.5 }}
        aria-label={translate('forms.builder.edit', { label })}
      >
        <ListItemText
          primary={`${label}${element.required ? ' *' : ''}`}
          secondary={`${translate(`forms.kinds.${element.kind}`)}${inside}${element.when ? ' · ⤷' : ''}`}
        />
      </ListItemButton>
      <IconButton size="small" aria-label={translate('forms.builder.remove', { label })} onClick={onRemove}>
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Box>
  );
}

interface Props {
  elements: FormElement[];
  /** The id of the selected element, if it is in this list. */
  selected?: string;
  onSelect(id: string): void;
  onRemove(id: string): void;
  onReorder(elements: FormElement[]): void;
  /** The list's accessible name. */
  label: string;
}

export function ElementList({ elements, selected, onSelect, onRemove, onReorder, label }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useSortableAccessibility(
    elements.map((e) => e.id),
    (id) => {
      const found = elements.find((e) => e.id === id);
      return found ? elementName(found) : '';
    },
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(
      arrayMove(
        elements,
        elements.findIndex((e) => e.id === active.id),
        elements.findIndex((e) => e.id === over.id),
      ),
    );
  };
  return (
    <List dense disablePadding aria-label={label}>
      <DndContext
        accessibility={accessibility}
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={elements.map((e) => e.id)} strategy={verticalListSortingStrategy}>
          {elements.map((element) => (
            <SortableElement
              key={element.id}
              element={element}
              selected={element.id === selected}
              onSelect={() => onSelect(element.id)}
              onRemove={() => onRemove(element.id)}
            />
          ))}
        </SortableContext>
      </DndContext>
    </List>
  );
}
