import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarRounded from '@mui/icons-material/StarRounded';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../lib/format';
import type { Person } from './customerTypes';
import { fullName } from '../../lib/names';
import { formatPhone } from '../../../definitions/entity/phone';
import { roleLabel } from './useRoles';

/**
 * Phones and e-mails read left to right inside Hebrew text: each value is its own isolated run. A phone number is
 * never broken over two lines (`nowrap`); a long e-mail may break.
 */
const Values = ({
  values,
  max,
  nowrap = false,
}: {
  values: Array<{ key: string | number; text: string; primary?: boolean }>;
  max?: number;
  nowrap?: boolean;
}) => {
  const shown = max ? values.slice(0, max) : values;
  if (shown.length === 0) return null;
  return (
    <Stack component="span" spacing={0.25}>
      {shown.map(({ key, text, primary }) => (
        <Typography
          key={key}
          component="span"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <bdi dir="ltr" style={nowrap ? { whiteSpace: 'nowrap' } : undefined}>
            {text}
          </bdi>
          {primary && values.length > 1 ? <StarRounded fontSize="inherit" color="warning" aria-hidden /> : null}
        </Typography>
      ))}
      {max && values.length > max ? (
        <Typography component="span" variant="caption" color="text.secondary">
          <bdi dir="ltr">+{values.length - max}</bdi>
        </Typography>
      ) : null}
    </Stack>
  );
};

/** Primary first. */
export const phonesOf = (person: Partial<Person>) =>
  [...(person.phones ?? [])].sort((a, b) => Number(Boolean(b.is_primary)) - Number(Boolean(a.is_primary)));

export const PhonesField = ({ max }: { max?: number }) => {
  const record = useRecordContext<Person>();
  if (!record) return null;
  return (
    <Values
      nowrap
      max={max}
      values={phonesOf(record).map((p, i) => ({ key: p.id ?? i, text: formatPhone(p.value), primary: p.is_primary }))}
    />
  );
};

export const EmailsField = ({ max }: { max?: number }) => {
  const record = useRecordContext<Person>();
  if (!record) return null;
  return <Values max={max} values={(record.emails ?? []).map((e, i) => ({ key: e.id ?? i, text: e.value }))} />;
};

export const NationalIdField = () => {
  const record = useRecordContext<Person>();
  return record?.national_id ? <bdi dir="ltr">{record.national_id}</bdi> : null;
};

export const RolesField = () => {
  const record = useRecordContext<Person>();
  const translate = useTranslate();
  if (!record?.roles?.length) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {record.roles.map((role) => (
        <Chip key={role} size="small" label={roleLabel(role, translate)} />
      ))}
    </Stack>
  );
};

/** "First Last", or a placeholder for a person known only by a contact. */
export const CustomerNameField = () => {
  const record = useRecordContext<Person>();
  const translate = useTranslate();
  if (!record) return null;
  const name = fullName(record);
  return name ? (
    <bdi>{name}</bdi>
  ) : (
    <Typography component="span" color="text.secondary">
      {translate('resources.customers.page.no_name')}
    </Typography>
  );
};

/** The first phone (primary) or e-mail: the contact shown under the name in short lists. */
export const primaryContact = (person: Partial<Person>): string => {
  const phone = phonesOf(person)[0];
  if (phone) return formatPhone(phone.value);
  return person.emails?.[0]?.value ?? '';
};

/** When the person was created, DD.MM.YY. */
export const CreatedAtField = () => {
  const record = useRecordContext<Person>();
  return record?.created_at ? <bdi>{formatDate(record.created_at)}</bdi> : null;
};
