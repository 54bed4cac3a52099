import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
// the table commands' types come with the extension
import type {} from '@tiptap/extension-table';

type Command =
  'insertTable' | 'addRowAfter' | 'addColumnAfter' | 'deleteRow' | 'deleteColumn' | 'toggleHeaderRow' | 'deleteTable';
const COMMANDS: Command[] = [
  'insertTable',
  'addRowAfter',
  'addColumnAfter',
  'deleteRow',
  'deleteColumn',
  'toggleHeaderRow',
  'deleteTable',
];

/**
 * Tables in the page body: insert a 3×3 table with a header row, and inside one add or delete rows and columns,
 * switch the header row, or delete the table. Each item is offered only where the editor can do it.
 */
export function TableButton() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('cms.editor.table.button');
  const run = (command: Command, dryRun: boolean): boolean => {
    if (!editor) return false;
    const chain = dryRun ? editor.can().chain().focus() : editor.chain().focus();
    const next =
      command === 'insertTable' ? chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }) : chain[command]();
    return next.run();
  };
  return (
    <>
      <ToggleButton
        value="table"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        disabled={!editor?.isEditable}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TableChartOutlined fontSize="inherit" />
      </ToggleButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {COMMANDS.map((command) => (
          <MenuItem
            key={command}
            disabled={!run(command, true)}
            onClick={() => {
              setAnchor(null);
              run(command, false);
            }}
          >
            {translate(`cms.editor.table.${command}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
