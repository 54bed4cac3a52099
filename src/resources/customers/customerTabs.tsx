import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useRecordContext } from 'react-admin';
import type { QueryTab } from '../views/QueryTabs';
import { CustomerForm } from './CustomerForm';
import type { Person } from './customerTypes';
import { CustomerNotes } from './CustomerNotes';

const DetailsTab = () => {
  const record = useRecordContext<Person>();
  return record ? (
    <Card variant="outlined">
      <CustomerForm editedId={record.id} />
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
 * deals, orders and the app add their tab here, one line each; no tab appears before its screen works.
 */
export const customerTabs: QueryTab[] = [
  { id: 'details', label: 'resources.customers.tabs.details', content: <DetailsTab /> },
  { id: 'notes', label: 'resources.customers.tabs.notes', content: <NotesTab /> },
];
