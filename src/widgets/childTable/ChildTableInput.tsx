// Child-table field: rows with idx and one cell per child field, a 'New' button that adds a
// row with the fields' defaults, delete, and drag reorder by the handle only (150 ms press on touch) renumbered from
// 1. Every change hands the full list to onChange (the rules live in src/widgets/childTable/rows.ts).
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { DateInput } from '../date/DateInput';
import { addRow, deleteRow, moveRow, setCell, type TableRow as Row } from './rows';
import type { TableField } from '../../../definitions/forms/rules';
import { useTranslate } from 'react-admin';
import { DragHandle, SortableItems, useSortableRow } from '../sortable/Sortable';

export interface ChildTableInputProps {
  label: string;
  fields: TableField[];
  value: Row[];
  onChange(rows: Row[]): void;
  labels: { add: string; delete: (row: number) => string; drag: (row: number) => string; empty: string };
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/** Stable keys for rows that carry none of their own (idx changes on reorder). */
function useRowKeys(count: number) {
  const keys = useRef<string[]>([]);
  const next = useRef(0);
  while (keys.current.length < count) keys.current.push(`row-${(next.current += 1)}`);
  if (keys.current.length > count) keys.current.length = count;
  return keys;
}

function SortableRow({
  id,
  row,
  index,
  fields,
  onCell,
  onDelete,
  labels,
  disabled,
}: {
  id: string;
  row: Row;
  index: number;
  fields: TableField[];
  onCell(field: string, value: unknown): void;
  onDelete(): void;
  labels: ChildTableInputProps['labels'];
  disabled?: boolean;
}) {
  const { rowRef, style, isDragging, handle } = useSortableRow(id, disabled);
  return (
    <TableRow ref={rowRef} style={{ ...style, opacity: isDragging ? 0.6 : 1 }}>
      <TableCell padding="none" sx={{ width: 72, whiteSpace: 'nowrap' }}>
        <DragHandle handle={handle} label={labels.drag(index + 1)} />
        <Typography component="span" variant="caption" color="text.secondary">
          {row.idx}
        </Typography>
      </TableCell>
      {fields.map((field) => (
        <TableCell key={field.fieldname} sx={{ py: 0.5 }}>
          {field.fieldtype === 'check' ? (
            <Checkbox
              size="small"
              checked={Boolean(row[field.fieldname])}
              onChange={(e) => onCell(field.fieldname, e.target.checked ? 1 : 0)}
              disabled={disabled}
              slotProps={{ input: { 'aria-label': `${field.label} ${index + 1}` } }}
            />
          ) : field.fieldtype === 'date' ? (
            <DateInput
              size="small"
              variant="standard"
              label=""
              ariaLabel={`${field.label} ${index + 1}`}
              value={typeof row[field.fieldname] === 'string' ? String(row[field.fieldname]) : ''}
              disabled={disabled}
              onChange={(day) => onCell(field.fieldname, day)}
            />
          ) : (
            <TextField
              size="small"
              variant="standard"
              fullWidth
              value={row[field.fieldname] ?? ''}
              disabled={disabled}
              onChange={(e) =>
                onCell(
                  field.fieldname,
                  field.fieldtype === 'number' ? e.target.value.replace(/[^\d.-]/g, '') : e.target.value,
                )
              }
              slotProps={{
                htmlInput: {
                  'aria-label': `${field.label} ${index + 1}`,
                  inputMode: field.fieldtype === 'number' ? 'decimal' : undefined,
                },
              }}
            />
          )}
        </TableCell>
      ))}
      <TableCell padding="none" sx={{ width: 40 }}>
        <IconButton size="small" aria-label={labels.delete(index + 1)} onClick={onDelete} disabled={disabled}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

export function ChildTableInput({
  label,
  fields,
  value,
  onChange,
  labels,
  error,
  helperText,
  required,
  disabled,
}: ChildTableInputProps) {
  const rows = value ?? [];
  const keys = useRowKeys(rows.length);
  const rowIds = keys.current.slice(0, rows.length);
  const translate = useTranslate();
  const onMove = (from: number, to: number) => {
    const [moved] = keys.current.splice(from, 1);
    keys.current.splice(to, 0, moved!);
    onChange(moveRow(rows, from, to));
  };
  return (
    <Box role="group" aria-label={label}>
      <Typography component="p" variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="none" />
              {fields.map((field) => (
                <TableCell key={field.fieldname}>{field.label}</TableCell>
              ))}
              <TableCell padding="none" />
            </TableRow>
          </TableHead>
          <SortableItems
            ids={rowIds}
            nameOf={(id) => translate('app.sort.row_number', { number: rowIds.indexOf(String(id)) + 1 })}
            onMove={onMove}
            touch
          >
            <TableBody>
              {rows.map((row, index) => (
                <SortableRow
                  key={keys.current[index]}
                  id={keys.current[index]!}
                  row={row}
                  index={index}
                  fields={fields}
                  labels={labels}
                  disabled={disabled}
                  onCell={(field, cell) => onChange(setCell(rows, index, field, cell))}
                  onDelete={() => {
                    keys.current.splice(index, 1);
                    onChange(deleteRow(rows, index));
                  }}
                />
              ))}
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={fields.length + 2} sx={{ color: 'text.secondary' }}>
                    {labels.empty}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </SortableItems>
        </Table>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}>
        <Typography variant="caption" color={error ? 'error' : 'text.secondary'}>
          {helperText}
        </Typography>
        <Button size="small" startIcon={<Add />} onClick={() => onChange(addRow(rows, fields))} disabled={disabled}>
          {labels.add}
        </Button>
      </Box>
    </Box>
  );
}
