// The status filter of the newsletter's contact tables (all contacts, a list's members): any status, or one of them.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { MEMBER_STATUSES } from './api';

export function MemberStatusFilter({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      select
      label={translate('newsletter.contacts.status')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{translate('newsletter.contacts.any_status')}</MenuItem>
      {MEMBER_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {translate(`newsletter.member_statuses.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
