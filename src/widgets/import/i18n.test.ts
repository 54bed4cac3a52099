import en from '../../i18n/en/importWizard';
import he from '../../i18n/he/importWizard';
import { describeMessages } from '../../test/describeMessages';

describeMessages('import wizard messages', en, he, {
  'importWizard.title': 'Upload and Map Data',
  'importWizard.dropzone.drag': 'Drag and drop an Excel or CSV file here',
  'importWizard.dropzone.click': 'or click to select a file',
  'importWizard.dropzone.accepts': 'Accepts .xlsx, .xls, and .csv files',
  'importWizard.dropzone.processing': 'Processing your file...',
  'importWizard.top_bar.has_header': 'Mark this if file has a header row',
  'importWizard.mapping.schema_field': 'Schema Field',
  'importWizard.mapping.column': 'Column from File',
  'importWizard.mapping.default_value': 'Default Value',
  'importWizard.mapping.data_type': 'Data Type',
  'importWizard.mapping.actions': 'Actions',
  'importWizard.mapping.preview': 'Preview Data',
  'importWizard.mapping.incomplete': 'Please map the required fields to continue',
  'importWizard.mapping.conditional': 'Required only if %{parent} has items',
  'importWizard.mapping.parent_mapped': 'Parent field "%{parent}" is already mapped',
  'importWizard.mapping.child_mapped': 'Child field(s) already mapped',
  'importWizard.mapping.no_schema': 'No schema available',
  'importWizard.data_type.string': 'Text (String)',
  'importWizard.data_type.number': 'Number',
  'importWizard.data_type.date': 'Date',
  'importWizard.data_type.datetime': 'Date & Time',
  'importWizard.data_type.boolean': 'Boolean',
  'importWizard.transformations.title': 'Configure Transformations',
  'importWizard.transformations.related_title': 'Configure Related Transformations',
  'importWizard.transformations.no_matches': 'No automatic matches found. Try creating transformations manually.',
  'importWizard.transformations.created':
    'Automatically created %{smart_count} transformations by matching source values to target labels.',
  'importWizard.transformations.unmatched': '%{smart_count} values could not be automatically matched.',
  'importWizard.transformations.open_error':
    'An error occurred while opening the transform dialog. See console for details.',
  'importWizard.related.title': 'Configure Related Data',
  'importWizard.preview.title': 'Data Preview & Edit',
  'importWizard.preview.showing': 'Showing all %{count} records. You can edit values directly.',
  'importWizard.preview.import': 'Import Data',
  'importWizard.action.cancel': 'Cancel',
});
