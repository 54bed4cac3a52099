import { Create } from 'react-admin';
import { CustomerForm } from './CustomerForm';

/** A new customer; once saved, its page opens. */
const CustomerCreate = () => (
  <Create redirect="edit">
    <CustomerForm />
  </Create>
);

export default CustomerCreate;
