import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { crud } from '../../dataProvider/endpoints';
import { defineResource } from '../../engine/defineResource';
import { date, datetime, id, money, reference, text } from '../../engine/fields';
import { customerName } from '../customers/customerName';
import en from './messages.en';
import he from './messages.he';
import OpenDealPage from './OpenDealPage';

/**
 * The deals as a list ('a list view of the same deals with export'): every pipeline's deals, filtered by
 * pipeline, customer and expected close, exported as CSV or .xlsx; a row opens the deal's page.
 */
export default defineResource({
  name: 'deal-list',
  path: 'deals/list',
  menuUnder: 'deals',
  icon: ViewListOutlined,
  permission: { screen: 'deals' },
  api: crud('/pipeline/items', { list: { paging: 'offset', sort: undefined, filters: {} }, create: false }),
  fields: {
    id: id(),
    title: text({ required: true, maxLength: 300 }),
    pipeline_id: reference('settings/pipelines', { readOnly: true, sortable: false }),
    person_id: reference('customers', { ...customerName, sortable: false }),
    value: money({ minor: true, sortable: false }),
    expected_close: date({ sortable: false }),
    owner_name: text({ readOnly: true, sortable: false }),
    closed_at: datetime({ readOnly: true, sortable: false }),
    created_at: datetime({ readOnly: true, sortable: false }),
  },
  list: ['title', 'pipeline_id', 'person_id', 'value', 'expected_close', 'owner_name', 'closed_at'],
  listOptions: {
    search: true,
    filters: { pipeline_id: reference('settings/pipelines'), close_from: date(), close_to: date() },
    rowDelete: false,
  },
  create: false,
  edit: OpenDealPage,
  recordRepresentation: 'title',
  messages: { he, en },
});
