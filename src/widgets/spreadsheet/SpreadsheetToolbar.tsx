import type { ReactElement } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import ContentPaste from '@mui/icons-material/ContentPaste';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import WrapText from '@mui/icons-material/WrapText';
import { useTranslate } from 'ra-core';
import { ColumnVisibilityMenu, type ColumnVisibilityMenuProps } from './ColumnVisibilityMenu';
import { SearchField, type SearchFieldProps } from './SearchField';
import type { SpreadsheetDirection } from './types';
import { LabelledIconButton } from '../../theme/LabelledIconButton';

export interface SpreadsheetToolbarProps {
  direction: SpreadsheetDirection;
  search: SearchFieldProps;
  columnMenu: ColumnVisibilityMenuProps;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  canCopy: boolean;
  onCopy: () => void;
  onPaste: () => void;
  wrap: boolean;
  onWrapChange: (wrap: boolean) => void;
  onAddRow: () => void;
  selectedCount: number;
  onDeleteSelected: () => void;
  /** Present only when the sheet checks cells for errors. */
  errorsOnly?: { checked: boolean; onChange: (checked: boolean) => void };
}

function ToolButton({
  label,
  disabled,
  onClick,
  icon,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  icon: ReactElement;
}) {
  return (
    <LabelledIconButton size="small" label={label} disabled={!!disabled} onClick={onClick}>
      {icon}
    </LabelledIconButton>
  );
}

/** Search, undo/redo, clipboard, wrap text, columns, add and delete rows, and the errors filter. */
export function SpreadsheetToolbar(props: SpreadsheetToolbarProps) {
  const translate = useTranslate();
  const mirror = props.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', paddingBlockEnd: 1 }}>
      <SearchField {...props.search} />
      <ToolButton
        label={translate('spreadsheet.action.undo')}
        disabled={!props.canUndo}
        onClick={props.onUndo}
        icon={<Undo sx={mirror} />}
      />
      <ToolButton
        label={translate('spreadsheet.action.redo')}
        disabled={!props.canRedo}
        onClick={props.onRedo}
        icon={<Redo sx={mirror} />}
      />
      <ToolButton
        label={translate('spreadsheet.action.copy')}
        disabled={!props.canCopy}
        onClick={props.onCopy}
        icon={<ContentCopy />}
      />
      <ToolButton
        label={translate('spreadsheet.action.paste')}
        disabled={!props.canCopy}
        onClick={props.onPaste}
        icon={<ContentPaste />}
      />
      <Tooltip title={translate('spreadsheet.action.wrap_text')}>
        <ToggleButton
          size="small"
          value="wrap"
          selected={props.wrap}
          aria-label={translate('spreadsheet.action.wrap_text')}
          onChange={() => props.onWrapChange(!props.wrap)}
        >
          <WrapText fontSize="small" sx={mirror} />
        </ToggleButton>
      </Tooltip>
      <ColumnVisibilityMenu {...props.columnMenu} />
      <Button size="small" startIcon={<Add />} onClick={props.onAddRow}>
        {translate('spreadsheet.action.add_row')}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutline />}
        disabled={props.selectedCount === 0}
        onClick={props.onDeleteSelected}
      >
        {translate('spreadsheet.action.delete_rows')}
      </Button>
      {props.errorsOnly && (
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={props.errorsOnly.checked}
              onChange={(event) => props.errorsOnly?.onChange(event.target.checked)}
            />
          }
          label={translate('spreadsheet.action.errors_only')}
        />
      )}
    </Stack>
  );
}
