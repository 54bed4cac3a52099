import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import LinkIcon from '@mui/icons-material/Link';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { DisabledReason } from '../logic/fieldDisabling';
import type { DataType, FieldMapping, NormalizedField, RawValue } from '../types';
import { ColumnSelect } from './ColumnSelect';
import { DataTypeSelect } from './DataTypeSelect';
import { DefaultValueInput } from './DefaultValueInput';
import { FieldLabel } from './FieldLabel';
import { useMappingLayout } from './MappingTable';
import { useImportTranslate } from './useImportTranslate';
import { LabelledIconButton } from '../../../theme/LabelledIconButton';

export interface MappingRowProps {
  field: NormalizedField;
  parentLabel?: string;
  mapping: FieldMapping;
  headers: readonly string[];
  samples?: readonly RawValue[][];
  disabledReason?: DisabledReason;
  /** The array field takes its items from this related file. */
  relatedFile?: string;
  onColumn: (column: number | null) => void;
  onDefault: (value: string) => void;
  onType: (type: DataType) => void;
  onTransformations: () => void;
  /** For an array field: opens 'Configure Related Data'. */
  onRelated?: () => void;
}

/**
 * A field's actions: its transformations (with how many it has), unless its values come from a related file, and for
 * an array field the related data it may take its items from.
 */
function RowActions({
  field,
  fromRelated,
  disabled,
  unmapped,
  count,
  onTransformations,
  onRelated,
}: {
  field: NormalizedField;
  fromRelated: boolean;
  disabled: boolean;
  /** No column chosen: nothing to transform yet. */
  unmapped: boolean;
  count: number;
  onTransformations: () => void;
  onRelated?: () => void;
}) {
  const t = useImportTranslate();
  const transformLabel =
    count > 0 ? t('mapping.transformations_count', { smart_count: count }) : t('mapping.transformations');
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {!fromRelated && (
        <LabelledIconButton
          label={`${transformLabel}: ${field.label}`}
          disabled={disabled || unmapped}
          onClick={onTransformations}
        >
          <Badge badgeContent={count} color="primary">
            <SwapHorizIcon />
          </Badge>
        </LabelledIconButton>
      )}
      {onRelated && (
        <LabelledIconButton
          label={`${t('mapping.related_data')}: ${field.label}`}
          disabled={disabled || field.childPaths.length === 0}
          color={fromRelated ? 'primary' : 'default'}
          onClick={onRelated}
        >
          <LinkIcon />
        </LabelledIconButton>
      )}
    </Box>
  );
}

/**
 * One field of the mapping: field, column from file, default value, data type, actions. A table row, or on narrow
 * screens a card: the field and its actions on top, the column below, then the default value and the data type.
 */
export function MappingRow(props: MappingRowProps) {
  const {
    field,
    parentLabel,
    mapping,
    headers,
    samples,
    disabledReason,
    relatedFile,
    onColumn,
    onDefault,
    onType,
    onTransformations,
    onRelated,
  } = props;
  const t = useImportTranslate();
  const stacked = useMappingLayout() === 'stacked';
  const disabled = disabledReason !== undefined;
  const fromRelated = relatedFile !== undefined;
  const count = mapping.transformations.length;
  const shown = (key: string) => (stacked ? t(key) : undefined);

  const label = (
    <FieldLabel
      field={field}
      parentLabel={parentLabel}
      disabledReason={disabledReason}
      noSchema={field.isArray && field.childPaths.length === 0}
    />
  );
  const column = fromRelated ? (
    <Chip
      icon={<LinkIcon />}
      label={t('mapping.from_related', { file: relatedFile })}
      variant="outlined"
      size="small"
      sx={{ maxInlineSize: '100%' }}
    />
  ) : (
    <ColumnSelect
      label={`${t('mapping.column')}: ${field.label}`}
      shownLabel={shown('mapping.column')}
      headers={headers}
      samples={samples}
      value={mapping.column}
      disabled={disabled}
      onChange={onColumn}
    />
  );
  const defaultValue = fromRelated ? null : (
    <DefaultValueInput
      label={`${t('mapping.default_value')}: ${field.label}`}
      shownLabel={shown('mapping.default_value')}
      value={mapping.defaultValue}
      options={field.options}
      disabled={disabled}
      onChange={onDefault}
    />
  );
  const dataType = fromRelated ? null : (
    <DataTypeSelect
      label={`${t('mapping.data_type')}: ${field.label}`}
      shownLabel={shown('mapping.data_type')}
      value={mapping.dataType}
      disabled={disabled}
      onChange={onType}
    />
  );
  const actions = (
    <RowActions
      field={field}
      fromRelated={fromRelated}
      disabled={disabled}
      unmapped={mapping.column === null}
      count={count}
      onTransformations={onTransformations}
      onRelated={onRelated}
    />
  );

  if (stacked) {
    return (
      <Paper
        role="listitem"
        variant="outlined"
        data-field={field.path}
        sx={{
          p: 1.5,
          // A child field sits inside its array field's indent, as in the table.
          marginInlineStart: field.parentPath ? 2 : 0,
          bgcolor: disabled ? 'action.hover' : undefined,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr) minmax(0, 1.3fr)',
            sm: 'minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 1fr)',
          },
          gap: 1.5,
          alignItems: 'center',
        }}
      >
        <Box
          sx={{
            gridColumn: '1 / -1',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            minBlockSize: 40,
          }}
        >
          <Box sx={{ minInlineSize: 0, '& > div': { paddingInlineStart: 0 } }}>{label}</Box>
          {actions}
        </Box>
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, minInlineSize: 0 }}>{column}</Box>
        {defaultValue}
        {dataType}
      </Paper>
    );
  }

  return (
    <TableRow data-field={field.path} sx={disabled ? { bgcolor: 'action.hover' } : undefined}>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell>{column}</TableCell>
      <TableCell>{defaultValue}</TableCell>
      <TableCell>{dataType}</TableCell>
      <TableCell>{actions}</TableCell>
    </TableRow>
  );
}
