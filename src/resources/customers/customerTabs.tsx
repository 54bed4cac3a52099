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
    content: <PersonTab of={CustomerOrders} />,
    access: (u) => can(u, 'order', 'list'),
  },
  {
    id: 'subscriptions',
    label: 'resources.customers.tabs.subscriptions',
    content: (
      <TabCard>
        <ChildTable reference="subscriptions" target="person_id" />
      </TabCard>
    ),
    access: (u) => can(u, 'subscription', 'list'),
  },
  {
    id: 'payments',
    label: 'resources.customers.tabs.payments',
    content: (
      <TabCard>
        <ChildTable reference="subscriptions/payments" target="person_id" />
      </TabCard>
    ),
    access: (u) => can(u, 'subscription_payment', 'list'),
  },
  {
    id: 'inquiries',
    label: 'resources.customers.tabs.inquiries',
    content: <PersonTab of={CustomerInquiries} />,
    access: (u) => canScreen(u, 'support'),
  },
  {
    id: 'notes',
    label: 'resources.customers.tabs.notes',
    content: (
      <TabCard>
        <CustomerNotes />
      </TabCard>
    ),
    access: (u) => can(u, 'note', 'list'),
  },
  {
    id: 'deals',
    label: 'resources.customers.tabs.deals',
    content: <PersonTab of={CustomerDeals} />,
    access: (u) => canScreen(u, 'deals'),
  },
  {
    id: 'app',
    label: 'resources.customers.tabs.app',
    content: <PersonTab of={CustomerLibrary} />,
    access: (u) => can(u, 'library_item', 'list'),
  },
  {
    id: 'newsletter',
    label: 'resources.customers.tabs.newsletter',
    content: <PersonTab of={CustomerNewsletter} />,
    access: (u) => can(u, 'newsletter', 'read'),
  },
];
