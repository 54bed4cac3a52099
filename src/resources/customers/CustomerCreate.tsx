import { Create } from 'react-admin';
import { FORM_SAVE } from '../../dataProvider/errors';
import { CustomerForm } from './CustomerForm';

/** A new customer; once saved, its page opens. */
const CustomerCreate = () => (
  <Create mutationOptions={FORM_SAVE} redirect="edit">
    <CustomerForm />
  </Create>
);

export default CustomerCreate;
