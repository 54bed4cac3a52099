// A contact's page (/newsletter/contacts/:id): their lists with the status on each (changed here, or taken off),
// the history of every change with its source, and the campaigns sent to them (opened, clicked).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import { NewsletterTabs } from './NewsletterTabs';
import { useContact, type MemberStatus } from './api';
import { ContactListsTable } from './ContactListsTable';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, overflowX: 'auto' }}>
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

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
  const name = `${c.first_name} ${c.last_name}`.trim();
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
        <Section title={translate('newsletter.contacts.lists')}>
          <ContactListsTable contact={c} />
        </Section>
        <Section title={translate('newsletter.contacts.history')}>
          {c.history.length === 0 ? (
            <Typography color="text.secondary">{translate('newsletter.contacts.no_history')}</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('newsletter.contacts.when')}</TableCell>
                  <TableCell>{translate('newsletter.contacts.list')}</TableCell>
                  <TableCell>{translate('newsletter.contacts.from_to')}</TableCell>
                  <TableCell>{translate('newsletter.contacts.source')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {c.history.map((h) => (
                  <TableRow key={h.id}>
                    <TableCell>{formatDateTime(h.created_at)}</TableCell>
                    <TableCell>{h.list_name}</TableCell>
                    <TableCell>
                      {h.from_status ? `${status(h.from_status)} ${arrow} ` : ''}
                      {status(h.to_status)}
                    </TableCell>
                    <TableCell>{source(h.source)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Section>
        <Section title={translate('newsletter.contacts.campaigns')}>
          {c.campaigns.length === 0 ? (
            <Typography color="text.secondary">{translate('newsletter.contacts.no_campaigns')}</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.newsletterCampaigns.fields.name')}</TableCell>
                  <TableCell>{translate('newsletter.contacts.when')}</TableCell>
                  <TableCell>{translate('newsletter.contacts.opened')}</TableCell>
                  <TableCell>{translate('newsletter.contacts.clicked')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {c.campaigns.map((s) => (
                  <TableRow key={s.campaign_id}>
                    <TableCell>
                      <Link to={`/newsletter/${s.campaign_id}`}>{s.campaign_name}</Link>
                    </TableCell>
                    <TableCell>{formatDateTime(s.sent_at)}</TableCell>
                    <TableCell>{s.opened ? '✓' : ''}</TableCell>
                    <TableCell>{s.clicked ? '✓' : ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Section>
      </Stack>
    </Box>
  );
}
