// The side of an inquiry page: status, assignee, priority and tags (each saved at once), the customer card with a
// link to the customer's page, and the inquiry's times.
import Box from '@mui/material/Box';
import Autocomplete from '@mui/material/Autocomplete';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import { INQUIRY_PRIORITIES, INQUIRY_STATUSES, useSupportStaff, type InquiryChange, type InquiryDetail } from './api';
import { formatPhone } from '../../../definitions/entity/phone';
import { CodeSelect } from '../../widgets/select/CodeSelect';
import { TitledSection } from '../../widgets/page/TitledSection';
import { SmallSelect } from '../../widgets/select/SmallSelect';

/** The inquiry's status, assignee, priority and tags, each saved as soon as it is chosen. */
function InquiryFields({ inquiry, onChange }: { inquiry: InquiryDetail; onChange: (change: InquiryChange) => void }) {
  const translate = useTranslate();
  const staff = useSupportStaff();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <CodeSelect
            label={translate('support.fields.status')}
            value={inquiry.status}
            codes={INQUIRY_STATUSES}
            labelOf={(s) => translate(`support.status.${s}`)}
            onChange={(status) => onChange({ status })}
          />
          <SmallSelect
            label={translate('support.fields.assignee_id')}
            value={inquiry.assignee_id ?? ''}
            onChange={(choice) => onChange({ assignee_id: choice || null })}
          >
            <MenuItem value="">{translate('support.unassigned')}</MenuItem>
            {(staff.data ?? []).map((u) => (
              <MenuItem key={u.id} value={u.id}>
                {u.name}
              </MenuItem>
            ))}
            {inquiry.assignee_id && !staff.data?.some((u) => u.id === inquiry.assignee_id) && (
              <MenuItem value={inquiry.assignee_id}>{inquiry.assignee_name}</MenuItem>
            )}
          </SmallSelect>
          <CodeSelect
            label={translate('support.fields.priority')}
            value={inquiry.priority}
            codes={INQUIRY_PRIORITIES}
            labelOf={(p) => translate(`support.priority.${p}`)}
            onChange={(priority) => onChange({ priority })}
          />
          <Autocomplete
            multiple
            freeSolo
            size="small"
            options={[] as string[]}
            value={inquiry.tags}
            onChange={(_, value) =>
              onChange({
                tags: (value as string[])
                  .map((v) => v.trim())
                  .filter(Boolean)
                  .slice(0, 20),
              })
            }
            renderValue={(value, getItemProps) =>
              value.map((tag, index) => <Chip size="small" label={tag} {...getItemProps({ index })} key={tag} />)
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('support.fields.tags')}
                helperText={translate('support.thread.tags_hint')}
              />
            )}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Who wrote: the customer found by the address (with a link to their page), or the address alone. */
function CustomerCard({ inquiry }: { inquiry: InquiryDetail }) {
  const translate = useTranslate();
  return (
    <TitledSection outlined title={translate('support.customer.title')}>
      <Box data-testid="customer-card">
        {inquiry.person ? (
          <>
            <Typography variant="subtitle1">
              <bdi>{inquiry.person.name || inquiry.customer_email}</bdi>
            </Typography>
            {inquiry.person.emails.map((email) => (
              <Typography key={email} variant="body2">
                <bdi dir="ltr">{email}</bdi>
              </Typography>
            ))}
            {inquiry.person.phones.map((phone) => (
              <Typography key={phone} variant="body2">
                <bdi dir="ltr">{formatPhone(phone)}</bdi>
              </Typography>
            ))}
            <Link component={RouterLink} to={`/customers/${inquiry.person.id}`} sx={{ display: 'inline-block', mt: 1 }}>
              {translate('support.customer.open')}
            </Link>
          </>
        ) : (
          <>
            <Typography variant="body2">
              <bdi dir="ltr">{inquiry.customer_email}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('support.customer.unknown')}
            </Typography>
          </>
        )}
      </Box>
    </TitledSection>
  );
}

/** The account the inquiry came through, and when it came, was first answered and was resolved. */
function InquiryTimes({ inquiry }: { inquiry: InquiryDetail }) {
  const translate = useTranslate();
  const times: Array<[string, string | null]> = [
    ['support.thread.received', inquiry.created_at],
    ['support.thread.first_response', inquiry.first_response_at],
    ['support.thread.resolved_at', inquiry.resolved_at],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        {inquiry.account && (
          <Box sx={{ mb: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('support.thread.via', { account: inquiry.account.name })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <bdi dir="ltr">{inquiry.account.email}</bdi>
            </Typography>
          </Box>
        )}
        {times.map(([label, value]) =>
          value ? (
            <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {translate(label)}
              </Typography>
              <Typography variant="body2">
                <bdi>{formatDateTime(value)}</bdi>
              </Typography>
            </Box>
          ) : null,
        )}
      </CardContent>
    </Card>
  );
}

export function InquiryPanel({
  inquiry,
  onChange,
}: {
  inquiry: InquiryDetail;
  onChange: (change: InquiryChange) => void;
}) {
  return (
    <Stack spacing={2}>
      <InquiryFields inquiry={inquiry} onChange={onChange} />
      <CustomerCard inquiry={inquiry} />
      <InquiryTimes inquiry={inquiry} />
    </Stack>
  );
}
