/** English texts of the spreadsheet editor widget (src/widgets/spreadsheet). Same keys as he/spreadsheet.ts. */
const enSpreadsheetMessages = {
  spreadsheet: {
    grid_label: 'Spreadsheet',
    search: {
      label: 'Search',
      placeholder: 'Search all cells',
      min_length: 'Type at least %{min} characters',
      matches: '1 matching row |||| %{count} matching rows',
      clear: 'Clear search',
    },
    action: {
      undo: 'Undo',
      redo: 'Redo',
      copy: 'Copy',
      paste: 'Paste',
      wrap_text: 'Wrap text',
      columns: 'Columns',
      add_row: 'Add Row',
      delete_rows: 'Delete selected rows',
      select_all: 'Select All',
      clear_all: 'Clear All',
      errors_only: 'Show only rows with errors',
    },
    copied: 'Copied to clipboard',
    error_rows: '1 row with errors |||| %{count} rows with errors',
    selected_rows: '1 row selected |||| %{count} rows selected',
    shown_rows: 'Showing %{shown} of %{total} rows',
    total_rows: '1 row |||| %{count} rows',
    no_rows: 'No rows to show',
    boolean: {
      yes: 'Yes',
      no: 'No',
      empty: 'Empty',
    },
    image_failed: 'The image could not be loaded',
    select_row: 'Select row',
    select_all_rows: 'Select all rows',
    locked: 'Read-only column',
  },
};

export default enSpreadsheetMessages;
