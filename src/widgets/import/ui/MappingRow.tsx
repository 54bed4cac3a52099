import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import LinkIcon from '@mui/icons-material/Link';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { DisabledReason } from '../logic/fieldDisabling';
import type { DataType, FieldMapping, NormalizedField, RawValue } from '../types';
import { ColumnSelect } from './ColumnSelect';
import { DataTypeSelect } from './DataTypeSelect';
import { DefaultValueInput } from './DefaultValueInput';
import { FieldLabel } from './FieldLabel';
import { useImportTranslate } from './useImportTranslate';

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

/** One row of the mapping table: field, column from file, default value, data type, actions. */
export function MappingRow(props: MappingRowProps) {
  const { field, parentLabel, mapping, headers, samples, disabledReason, relatedFile, onColumn, onDefault, onType, onTransformations, onRelated } = props;
  const t = useImportTranslate();
  const disabled = disabledReason !== undefined;
  const fromRelated = relatedFile !== undefined;
  const count = mapping.transformations.length;
  const transformLabel = count > 0 ? t('mapping.transformations_count', { smart_count: count }) : t('mapping.transformations');
  return (
    <TableRow data-field={field.path} sx={disabled ? { bgcolor: 'action.hover' } : undefined}>
      <TableCell component="th" scope="row">
        <FieldLabel field={field} parentLabel={parentLabel} disabledReason={disabledReason} noSchema={field.isArray && field.childPaths.length === 0} />
      </TableCell>
      <TableCell>
        {fromRelated ? (
          <Chip icon={<LinkIcon />} label={t('mapping.from_related', { file: relatedFile })} variant="outlined" size="small" />
        ) : (
          <ColumnSelect
            label={`${t('mapping.column')}: ${field.label}`}
            headers={headers}
            samples={samples}
            value={mapping.column}
            disabled={disabled}
            onChange={onColumn}
          />
        )}
      </TableCell>
      <TableCell>
        {!fromRelated && (
          <DefaultValueInput
            label={`${t('mapping.default_value')}: ${field.label}`}
            value={mapping.defaultValue}
            options={field.options}
            disabled={disabled}
            onChange={onDefault}
          />
        )}
      </TableCell>
      <TableCell>
        {!fromRelated && (
          <DataTypeSelect label={`${t('mapping.data_type')}: ${field.label}`} value={mapping.dataType} disabled={disabled} onChange={onType} />
        )}
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {!fromRelated && (
            <Tooltip title={transformLabel}>
              <span>
                <IconButton aria-label={`${transformLabel}: ${field.label}`} disabled={disabled || mapping.column === null} onClick={onTransformations}>
                  <Badge badgeContent={count} color="primary">
                    <SwapHorizIcon />
                  </Badge>
                </IconButton>
              </span>
            </Tooltip>
          )}
          {onRelated && (
            <Tooltip title={t('mapping.related_data')}>
              <span>
                <IconButton
                  aria-label={`${t('mapping.related_data')}: ${field.label}`}
                  disabled={disabled || field.childPaths.length === 0}
                  color={fromRelated ? 'primary' : 'default'}
                  onClick={onRelated}
                >
                  <LinkIcon />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Box>
      </TableCell>
    </TableRow>
  );
}
