// The status filter of the newsletter's contact tables (all contacts, a list's members): any status, or one of them.
import { useTranslate } from 'react-admin';
import { CodeSelect } from '../../widgets/select/CodeSelect';
import { MEMBER_STATUSES } from './api';

export function MemberStatusFilter({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  const translate = useTranslate();
  return (
    <CodeSelect
      label={translate('newsletter.contacts.status')}
      value={value}
      codes={MEMBER_STATUSES}
      labelOf={(s) => translate(`newsletter.member_statuses.${s}`)}
      none={translate('newsletter.contacts.any_status')}
      onChange={onChange}
      sx={{ minWidth: 160 }}
    />
  );
}
