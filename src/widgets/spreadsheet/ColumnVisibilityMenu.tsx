import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ViewColumn from '@mui/icons-material/ViewColumn';
import { useTranslate } from 'ra-core';
import type { SpreadsheetColumn } from './types';

export interface ColumnVisibilityMenuProps {
  columns: readonly SpreadsheetColumn[];
  hidden: ReadonlySet<string>;
  onHiddenChange: (hidden: string[]) => void;
}

/** The Columns button and its menu: one checkbox per column, with Select All and Clear All. */
export function ColumnVisibilityMenu({ columns, hidden, onHiddenChange }: ColumnVisibilityMenuProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = (key: string) =>
    onHiddenChange(hidden.has(key) ? [...hidden].filter((k) => k !== key) : [...hidden, key]);
  const shownCount = columns.length - columns.filter((column) => hidden.has(column.key)).length;
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumn />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('spreadsheet.action.columns')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Stack direction="row" spacing={1} sx={{ paddingInline: 1.5, paddingBlockEnd: 1 }}>
          <Button size="small" disabled={shownCount === columns.length} onClick={() => onHiddenChange([])}>
            {translate('spreadsheet.action.select_all')}
          </Button>
          <Button
            size="small"
            disabled={shownCount === 0}
            onClick={() => onHiddenChange(columns.map((column) => column.key))}
          >
            {translate('spreadsheet.action.clear_all')}
          </Button>
        </Stack>
        <Divider />
        {columns.map((column) => (
          <MenuItem
            key={column.key}
            dense
            role="menuitemcheckbox"
            aria-checked={!hidden.has(column.key)}
            onClick={() => toggle(column.key)}
          >
            <ListItemIcon>
              <Checkbox edge="start" size="small" checked={!hidden.has(column.key)} tabIndex={-1} disableRipple />
            </ListItemIcon>
            <ListItemText primary={column.label} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
