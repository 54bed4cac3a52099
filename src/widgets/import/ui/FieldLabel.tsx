import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { DisabledReason } from '../logic/fieldDisabling';
import { requiredMark } from '../logic/requiredRules';
import type { NormalizedField } from '../types';
import { useImportTranslate } from './useImportTranslate';

export interface FieldLabelProps {
  field: NormalizedField;
  parentLabel?: string;
  disabledReason?: DisabledReason;
  /** An array field without a child schema. */
  noSchema?: boolean;
}

/** A field's label with its * (required) or † (required only when the array has items) mark and why it is disabled. */
export function FieldLabel({ field, parentLabel, disabledReason, noSchema }: FieldLabelProps) {
  const t = useImportTranslate();
  const mark = requiredMark(field);
  const markTitle = mark === '*' ? t('mapping.required') : t('mapping.conditional', { parent: parentLabel ?? '' });
  const note =
    disabledReason?.kind === 'parentMapped'
      ? t('mapping.parent_mapped', { parent: disabledReason.parentLabel })
      : disabledReason?.kind === 'childMapped'
        ? t('mapping.child_mapped')
        : noSchema
          ? t('mapping.no_schema')
          : null;
  return (
    <Box sx={{ paddingInlineStart: field.parentPath ? 3 : 0 }}>
      <Typography
        component="span"
        sx={{ fontWeight: field.isArray ? 600 : 400 }}
        color={disabledReason ? 'text.disabled' : 'text.primary'}
      >
        <bdi>{field.label}</bdi>
      </Typography>
      {mark && (
        <Tooltip title={markTitle}>
          <Typography
            component="span"
            color="error"
            aria-label={markTitle}
            sx={{ marginInlineStart: 0.5, cursor: 'help' }}
          >
            {mark}
          </Typography>
        </Tooltip>
      )}
      {note && (
        <Typography variant="caption" component="p" color="text.secondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}
