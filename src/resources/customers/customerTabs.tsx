import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useRecordContext } from 'react-admin';
import { can, canScreen } from '../../authProvider/permissions';
import type { QueryTab } from '../../engine/views/QueryTabs';
import { CustomerForm } from './CustomerForm';
import type { Person } from './customerTypes';
import { CustomerNotes } from './CustomerNotes';
import { CustomerDeals } from '../../screens/deals/CustomerDeals';
import { CustomerLibrary } from '../../screens/library/CustomerLibrary';
import { CustomerNewsletter } from '../../screens/newsletter/CustomerNewsletter';
import { CustomerOrders } from '../../screens/orders/CustomerOrders';
import { CustomerInquiries } from '../../screens/support/CustomerInquiries';
import { ChildTable } from '../../engine/views/ChildTable';

const DetailsTab = () => {
  const record = useRecordContext<Person>();
  return record ? (
    <Card variant="outlined">
      <CustomerForm editedId={record.id} />
    </Card>
  ) : null;
};

const DealsTab = () => {
  const record = useRecordContext<Person>();
  return record ? (
    <Card variant="outlined">
      <CardContent>
        <CustomerDeals personId={record.id} />
      </CardContent>
    </Card>
  ) : null;
};

const OrdersTab = () => {
  const record = useRecordContext<Person>();
  return record ? (
    <Card variant="outlined">
      <CardContent>
        <CustomerOrders personId={record.id} />
      </CardContent>
    </Card>
  ) : null;
};

/** A customer's records of another resource (their subscriptions, their payments) as a small table. */
const ChildTab = ({ reference }: { reference: string }) => (
  <Card variant="outlined">
    <CardContent>
      <ChildTable reference={reference} target="person_id" />
    </CardContent>
  </Card>
);

const InquiriesTab = () => {
  const record = useRecordContext<Person>();
  return record ? (
    <Card variant="outlined">
      <CardContent>
        <CustomerInquiries personId={record.id} />
      </CardContent>
    </Card>
  ) : null;
};

const AppTab = () => {
  const record = useRecordContext<Person>();
  return record ? (
    <Card variant="outlined">
      <CardContent>
        <CustomerLibrary personId={record.id} />
      </CardContent>
    </Card>
  ) : null;
};

const NewsletterTab = () => {
  const record = useRecordContext<Person>();
  return record ? (
    <Card variant="outlined">
      <CardContent>
        <CustomerNewsletter personId={record.id} />
      </CardContent>
    </Card>
  ) : null;
};

const NotesTab = () => (
  <Card variant="outlined">
    <CardContent>
      <CustomerNotes />
    </CardContent>
  </Card>
);

/**
 * The tabs of the customer page, in order (`?t=<id>`). Issues that build payments, subscriptions, inquiries,
 * deals, orders and the app add their tab here, one line each; no tab appears before its screen works, nor to a
 * user whose roles do not open what it shows.
 */
export const customerTabs: QueryTab[] = [
  { id: 'details', label: 'resources.customers.tabs.details', content: <DetailsTab /> },
  {
    id: 'orders',
    label: 'resources.customers.tabs.orders',
    content: <OrdersTab />,
    access: (u) => can(u, 'order', 'list'),
  },
  {
    id: 'subscriptions',
    label: 'resources.customers.tabs.subscriptions',
    content: <ChildTab reference="subscriptions" />,
    access: (u) => can(u, 'subscription', 'list'),
  },
  {
    id: 'payments',
    label: 'resources.customers.tabs.payments',
    content: <ChildTab reference="subscriptions/payments" />,
    access: (u) => can(u, 'subscription_payment', 'list'),
  },
  {
    id: 'inquiries',
    label: 'resources.customers.tabs.inquiries',
    content: <InquiriesTab />,
    access: (u) => canScreen(u, 'support'),
  },
  {
    id: 'notes',
    label: 'resources.customers.tabs.notes',
    content: <NotesTab />,
    access: (u) => can(u, 'note', 'list'),
  },
  { id: 'deals', label: 'resources.customers.tabs.deals', content: <DealsTab />, access: (u) => canScreen(u, 'deals') },
  {
    id: 'app',
    label: 'resources.customers.tabs.app',
    content: <AppTab />,
    access: (u) => can(u, 'library_item', 'list'),
  },
  {
    id: 'newsletter',
    label: 'resources.customers.tabs.newsletter',
    content: <NewsletterTab />,
    access: (u) => can(u, 'newsletter', 'read'),
  },
];
