import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ComponentType, ReactNode } from 'react';
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

/** A tab's content, in the outlined card every tab but the form's shows it in. */
const TabCard = ({ children }: { children: ReactNode }) => (
  <Card variant="outlined">
    <CardContent>{children}</CardContent>
  </Card>
);

/** A tab showing the customer's own records of another screen (their deals, orders, inquiries ...). */
const PersonTab = ({ of: Of }: { of: ComponentType<{ personId: number }> }) => {
  const record = useRecordContext<Person>();
  return record ? (
    <TabCard>
      <Of personId={record.id} />
    </TabCard>
  ) : null;
};

/** A customer's records of another resource (their subscriptions, their payments) as a small table. */
const ChildTab = ({ reference }: { reference: string }) => (
  <TabCard>
    <ChildTable reference={reference} target="person_id" />
  </TabCard>
);

const NotesTab = () => (
  <TabCard>
    <CustomerNotes />
  </TabCard>
);

/** A tab, labelled by its id under the customers' tab names. */
const tab = (id: string, content: ReactNode, access?: QueryTab['access']): QueryTab => ({
  id,
  label: `resources.customers.tabs.${id}`,
  content,
  ...(access && { access }),
});

/**
 * The tabs of the customer page, in order (`?t=<id>`). A screen that shows a customer's records adds its tab here,
 * one line each; no tab appears to a user whose roles do not open what it shows.
 */
export const customerTabs: QueryTab[] = [
  tab('details', <DetailsTab />),
  tab('orders', <PersonTab of={CustomerOrders} />, (u) => can(u, 'order', 'list')),
  tab('subscriptions', <ChildTab reference="subscriptions" />, (u) => can(u, 'subscription', 'list')),
  tab('payments', <ChildTab reference="subscriptions/payments" />, (u) => can(u, 'subscription_payment', 'list')),
  tab('inquiries', <PersonTab of={CustomerInquiries} />, (u) => canScreen(u, 'support')),
  tab('notes', <NotesTab />, (u) => can(u, 'note', 'list')),
  tab('deals', <PersonTab of={CustomerDeals} />, (u) => canScreen(u, 'deals')),
  tab('app', <PersonTab of={CustomerLibrary} />, (u) => can(u, 'library_item', 'list')),
  tab('newsletter', <PersonTab of={CustomerNewsletter} />, (u) => can(u, 'newsletter', 'read')),
];
