import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../lib/format';
import { openComposer } from '../../widgets/composer';
import { phonesOf, primaryContact, RolesField } from './ContactFields';
import { fullName } from '../../lib/names';
import type { Person } from './customerTypes';

/** The customer page's heading: name, main contact, roles, when the person was created, and a message to them. */
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
        <Button
          size="small"
          startIcon={<EditOutlined />}
          onClick={() => {
            const email = record.emails?.[0]?.value ?? '';
            const phone = phonesOf(record)[0]?.value ?? '';
            openComposer({
              channel: email || !phone ? 'email' : 'whatsapp',
              person_id: record.id,
              person_name: fullName(record),
              person_email: email,
              person_phone: phone,
            });
          }}
        >
          {translate('composer.from_customer')}
        </Button>
      </Stack>
    </Stack>
  );
};
