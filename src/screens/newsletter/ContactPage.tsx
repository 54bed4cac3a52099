// A contact's page (/newsletter/contacts/:id): their lists with the status on each (changed here, or taken off),
// the history of every change with its source, and the campaigns sent to them (opened, clicked).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import { NewsletterTabs } from './NewsletterTabs';
import { useContact, type MemberStatus } from './api';
import { ContactListsTable } from './ContactListsTable';
import { fullName } from '../../lib/names';
import { SmallTable } from '../../widgets/table/SmallTable';
import { TitledSection } from '../../widgets/page/TitledSection';

export default function ContactPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const arrow = useTheme().direction === 'rtl' ? '←' : '→';
  const contact = useContact(id);
  if (!contact.data) return <LinearProgress />;
  const c = contact.data;
  const status = (s: MemberStatus | null) =>
    s ? translate(`newsletter.member_statuses.${s}`) : translate('newsletter.contacts.removed_status');
  const source = (s: string) => translate(`newsletter.sources.${s}`, { _: s });
  const name = fullName(c);
  return (
    <Box>
      <Title title={name} />
      <NewsletterTabs />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Button component={Link} to="/newsletter/contacts" size="small">
          {translate('newsletter.contacts.back')}
        </Button>
        <Typography variant="h5" component="h1">
          {name}
        </Typography>
        <Typography color="text.secondary">
          <bdi dir="ltr">{c.email ?? ''}</bdi>
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button component={Link} to={`/customers/${c.id}`} size="small">
          {translate('newsletter.contacts.customer_page')}
        </Button>
      </Stack>
      <Stack spacing={2}>
        <TitledSection outlined title={translate('newsletter.contacts.lists')}>
          <ContactListsTable contact={c} />
        </TitledSection>
        <TitledSection outlined title={translate('newsletter.contacts.history')}>
          <SmallTable
            label={translate('newsletter.contacts.history')}
            items={c.history}
            empty={translate('newsletter.contacts.no_history')}
            headings={[
              translate('newsletter.contacts.when'),
              translate('newsletter.contacts.list'),
              translate('newsletter.contacts.from_to'),
              translate('newsletter.contacts.source'),
            ]}
            row={(h) => (
              <TableRow key={h.id}>
                <TableCell>{formatDateTime(h.created_at)}</TableCell>
                <TableCell>{h.list_name}</TableCell>
                <TableCell>
                  {h.from_status ? `${status(h.from_status)} ${arrow} ` : ''}
                  {status(h.to_status)}
                </TableCell>
                <TableCell>{source(h.source)}</TableCell>
              </TableRow>
            )}
          />
        </TitledSection>
        <TitledSection outlined title={translate('newsletter.contacts.campaigns')}>
          <SmallTable
            label={translate('newsletter.contacts.campaigns')}
            items={c.campaigns}
            empty={translate('newsletter.contacts.no_campaigns')}
            headings={[
              translate('resources.newsletterCampaigns.fields.name'),
              translate('newsletter.contacts.when'),
              translate('newsletter.contacts.opened'),
              translate('newsletter.contacts.clicked'),
            ]}
            row={(s) => (
              <TableRow key={s.campaign_id}>
                <TableCell>
                  <Link to={`/newsletter/${s.campaign_id}`}>{s.campaign_name}</Link>
                </TableCell>
                <TableCell>{formatDateTime(s.sent_at)}</TableCell>
                <TableCell>{s.opened ? '✓' : ''}</TableCell>
                <TableCell>{s.clicked ? '✓' : ''}</TableCell>
              </TableRow>
            )}
          />
        </TitledSection>
      </Stack>
    </Box>
  );
}
