import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useLocaleState } from 'ra-core';
import { formatNumber } from '../../../lib/format';
import { useImportTranslate } from './useImportTranslate';

export interface WizardTopBarProps {
  fileName: string;
  sheetNames: string[];
  sheet: string;
  hasHeader: boolean;
  rowCount: number;
  hideRowCount?: boolean;
  changeFileLabel?: string;
  busy?: boolean;
  onChangeFile: () => void;
  onSheet: (sheet: string) => void;
  onHeader: (hasHeader: boolean) => void;
}

/** File name and row count, change file, the sheet selector (only with more than one sheet), the header checkbox. */
export function WizardTopBar(props: WizardTopBarProps) {
  const {
    fileName,
    sheetNames,
    sheet,
    hasHeader,
    rowCount,
    hideRowCount,
    changeFileLabel,
    busy,
    onChangeFile,
    onSheet,
    onHeader,
  } = props;
  const t = useImportTranslate();
  const [locale] = useLocaleState();
  const sheetLabelId = useId();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minInlineSize: 0 }}>
        <InsertDriveFileOutlinedIcon color="action" />
        <Typography component="bdi" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {fileName}
        </Typography>
        {!hideRowCount && (
          <Typography color="text.secondary" variant="body2">
            ({t('top_bar.rows', { smart_count: rowCount, count: formatNumber(rowCount, locale) })})
          </Typography>
        )}
      </Box>
      <Button variant="outlined" size="small" onClick={onChangeFile}>
        {changeFileLabel ?? t('top_bar.change_file')}
      </Button>
      {sheetNames.length > 1 && (
        <FormControl size="small" sx={{ minInlineSize: 180 }}>
          <InputLabel id={sheetLabelId}>{t('top_bar.sheet')}</InputLabel>
          <Select
            labelId={sheetLabelId}
            label={t('top_bar.sheet')}
            value={sheet}
            disabled={busy}
            onChange={(event) => onSheet(event.target.value)}
          >
            {sheetNames.map((name) => (
              <MenuItem key={name} value={name}>
                <bdi>{name}</bdi>
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      <FormControlLabel
        control={<Checkbox checked={hasHeader} disabled={busy} onChange={(event) => onHeader(event.target.checked)} />}
        label={t('top_bar.has_header')}
      />
    </Box>
  );
}
