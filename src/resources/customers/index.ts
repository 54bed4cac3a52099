import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import { crud } from '../../dataProvider/endpoints';
import { defineResource } from '../../engine/defineResource';
import { customerFields } from './customerFields';
import { lazyPage } from '../../engine/lazy';
import { customerName } from './customerName';
import { CUSTOMER_LIST_PAGE } from './listPage';
import { PERSON_PATH } from './paths';

/**
 * Customers: people with their e-mails, phones and addresses. The list at /customers,
 * the customer page with tabs at /customers/:customerID, the create form at /customers/create.
 */
export default defineResource({
  name: 'customers',
  menu: 'customers',
  menuOrder: 10,
  icon: PeopleAltOutlined,
  permission: 'person',
  // `ids=`: the customers a list's rows name come in one request, not one each
  api: crud(PERSON_PATH, { list: { ids: true } }),
  fields: customerFields,
  list: lazyPage(() => import('./CustomerList')),
  listOptions: CUSTOMER_LIST_PAGE,
  create: lazyPage(() => import('./CustomerCreate')),
  edit: lazyPage(() => import('./CustomerPage')),
  recordRepresentation: customerName.optionText,
});
