import { Edit, useRecordContext, useTranslate } from 'react-admin';
import { FORM_SAVE } from '../../dataProvider/errors';
import { QueryTabs } from '../../engine/views/QueryTabs';
import { fullName } from '../../lib/names';
import type { Person } from './customerTypes';
import { CustomerHeader } from './CustomerHeader';
import { customerTabs } from './customerTabs';

const Title = () => {
  const record = useRecordContext<Person>();
  const translate = useTranslate();
  return <>{record ? fullName(record) || translate('resources.customers.page.no_name') : ''}</>;
};

/**
 * /customers/:customerID: the customer's heading and tabs (details, notes; ?t= keeps the open one). The page stays
 * after a save, so the read and the save carry the same meta: react-admin then puts the saved version in the read's
 * cache, and the form starts again from what was saved (with another meta the form kept the version before the save
 * and took its own save, when the live updates named it, for someone else's change).
 */
const CustomerPage = () => (
  <Edit
    mutationMode="pessimistic"
    queryOptions={FORM_SAVE}
    mutationOptions={FORM_SAVE}
    redirect={false}
    actions={false}
    component="div"
    title={<Title />}
  >
    <CustomerHeader />
    <QueryTabs tabs={customerTabs} label="resources.customers.tabs.label" />
  </Edit>
);

export default CustomerPage;
