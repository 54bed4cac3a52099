// A table element's columns: each with its label, key and type; added at the end, removed one by one.
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { TABLE_FIELD_TYPES, type TableFieldType } from '../../../definitions/forms/rules';
import { keyOf, useSettingLabel, type SettingsPartProps } from './elementSettingsText';

export function TableColumnsEditor({ element, set }: SettingsPartProps) {
  const translate = useTranslate();
  const t = useSettingLabel();
  const columns = element.columns ?? [];
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('columns')}
      </Typography>
      <Stack spacing={1}>
        {columns.map((column, index) => {
          const setColumn = (patch: Partial<typeof column>) =>
            set({ columns: columns.map((c, i) => (i === index ? { ...c, ...patch } : c)) });
          return (
            <Stack key={index} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <TextField
                size="small"
                label={t('column_label')}
                value={column.label}
                onChange={(e) => setColumn({ label: e.target.value })}
              />
              <TextField
                size="small"
                label={t('column_name')}
                value={column.fieldname}
                onChange={(e) => setColumn({ fieldname: keyOf(e.target.value) })}
                slotProps={{ htmlInput: { dir: 'ltr' } }}
                sx={{ width: 110 }}
              />
              <TextField
                size="small"
                select
                label={t('column_type')}
                value={column.fieldtype}
                onChange={(e) => setColumn({ fieldtype: e.target.value as TableFieldType })}
                sx={{ width: 110 }}
              >
                {TABLE_FIELD_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {translate(`forms.builder.column_types.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                aria-label={t('remove_column')}
                onClick={() => set({ columns: columns.filter((_, i) => i !== index) })}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Button
        size="small"
        startIcon={<Add />}
        onClick={() =>
          set({ columns: [...columns, { fieldname: `col_${columns.length + 1}`, label: '', fieldtype: 'text' }] })
        }
      >
        {t('add_column')}
      </Button>
    </Box>
  );
}
