// A list of elements in the builder, reordered by drag (mouse, touch or keyboard): a step's elements, or the fields
// inside a row or a repeating group. Each line selects its element for the settings panel, or deletes it.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import { useTranslate } from 'react-admin';
import type { FormElement } from '../../../definitions/forms/rules';
import { DragHandle, SortableItems, useSortableRow } from '../../widgets/sortable/Sortable';

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
  const row = useSortableRow(element.id);
  const label = elementName(element);
  const inside =
    element.kind === 'row' || element.kind === 'array'
      ? ` · ${translate('forms.builder.field_count', { smart_count: (element.elements ?? []).length })}`
      : '';
  return (
    <Box
      ref={row.rowRef}
      style={row.style}
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
      <DragHandle handle={row.handle} label={translate('forms.builder.drag', { label })} />
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
  const nameOf = (id: UniqueIdentifier) => {
    const found = elements.find((e) => e.id === id);
    return found ? elementName(found) : '';
  };
  return (
    <List dense disablePadding aria-label={label}>
      <SortableItems
        ids={elements.map((e) => e.id)}
        nameOf={nameOf}
        onMove={(from, to) => onReorder(arrayMove(elements, from, to))}
        touch
      >
        {elements.map((element) => (
          <SortableElement
            key={element.id}
            element={element}
            selected={element.id === selected}
            onSelect={() => onSelect(element.id)}
            onRemove={() => onRemove(element.id)}
          />
        ))}
      </SortableItems>
    </List>
  );
}
