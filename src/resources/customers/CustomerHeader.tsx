import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../lib/format';
import { primaryContact, RolesField } from './ContactFields';
import { fullName, type Person } from './customerTypes';

/** The customer page's heading: name, main contact, roles and when the person was created. */
export const CustomerHeader = () => {
  const record = useRecordContext<Person>();
  const translate = useTranslate();
  if (!record) return null;
  const contact = primaryContact(record);
  return (
    <Stack spacing={0.5} sx={{ mb: 2, mt: 1 }}>
      <Typography variant="h5" component="h1">
        {fullName(record) || translate('resources.customers.page.no_name')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        {contact ? (
          <Typography variant="body2">
            <bdi dir="ltr">{contact}</bdi>
          </Typography>
        ) : null}
        <RolesField />
        <Typography variant="body2" color="text.secondary">
          {translate('resources.customers.page.created', { date: formatDate(record.created_at) })}
        </Typography>
      </Stack>
    </Stack>
  );
};
