import en from '../../i18n/en/spreadsheet';
import he from '../../i18n/he/spreadsheet';
import { describeMessages } from '../../test/describeMessages';

describeMessages('spreadsheet messages', en, he, {
  'spreadsheet.action.select_all': 'Select All',
  'spreadsheet.action.clear_all': 'Clear All',
  'spreadsheet.action.add_row': 'Add Row',
  'spreadsheet.copied': 'Copied to clipboard',
});
