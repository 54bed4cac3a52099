/** The generated pages of every resource: lists, exports, imports, actions, empty states. */
export default {
  entities: {
    empty: {
      title: 'No %{name} yet',
      hint_create: 'Add the first one, or import a file.',
      hint_none: 'Records will show here once there are any.',
    },
    export: {
      button: 'Export',
      xlsx: 'Excel (.xlsx)',
      csv: 'CSV',
      progress_title: 'Preparing the export…',
      progress: '%{done} of %{of} records read',
      failed: 'The export could not be completed. Please try again.',
    },
    import: {
      button: 'Import',
      title: 'Import %{name}',
      importing: 'Importing…',
      report_title: 'Import report',
      summary: '%{created} created, %{failed} refused, of %{total} rows.',
      failed_rows: 'Rows that were not imported',
      row: 'Row',
      reasons: 'Why',
      history: 'Past imports',
      no_history: 'Nothing has been imported yet.',
      when: 'When',
      who: 'By',
      created: 'Created',
      failed: 'Refused',
      open_report: 'Report',
      revert: 'Revert',
      revert_title: 'Revert this import?',
      revert_message: 'The %{smart_count} record it created will be deleted. |||| The %{smart_count} records it created will be deleted.',
      reverted: 'The import was reverted.',
      status_reverted: 'Reverted',
    },
    actions: {
      menu: 'Actions for %{name}',
      confirm: '%{action}: one record? |||| %{action}: %{smart_count} records?',
    },
    tags: {
      help: 'Type a word and press Enter',
    },
    validation: {
      money_precision: 'At most two digits after the decimal point',
      json: 'This is not valid JSON',
    },
  },
};
