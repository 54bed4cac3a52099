import { Edit, useRecordContext, useTranslate } from 'react-admin';
import { FORM_SAVE } from '../../dataProvider/errors';
import { QueryTabs } from '../views/QueryTabs';
import { fullName, type Person } from './customerTypes';
import { CustomerHeader } from './CustomerHeader';
import { customerTabs } from './customerTabs';

const Title = () => {
  const record = useRecordContext<Person>();
  const translate = useTranslate();
  return <>{record ? fullName(record) || translate('resources.customers.page.no_name') : ''}</>;
};

/** /customers/:customerID: the customer's heading and tabs (details, notes; ?t= keeps the open one). */
const CustomerPage = () => (
  <Edit mutationMode="pessimistic" mutationOptions={FORM_SAVE} redirect={false} actions={false} component="div" title={<Title />}>
    <CustomerHeader />
    <QueryTabs tabs={customerTabs} label="resources.customers.tabs.label" />
  </Edit>
);

export default CustomerPage;
