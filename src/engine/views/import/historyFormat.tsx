import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime, formatLong, formatNumber } from '../../../lib/format';
import type { ImportSummary } from './entityImportApi';

/** A moment as DD.MM.YY HH:mm, the full date in the user's language on hover. */
export const ImportDate = ({ value }: { value: string | null | undefined }) => {
  const [locale] = useLocaleState();
  if (!value) return null;
  return (
    <bdi title={formatLong(value, locale)}>
      <time dateTime={value}>{formatDateTime(value)}</time>
    </bdi>
  );
};

/** Who imported: their name, or that the account is gone. */
export const ImportAuthor = ({ record }: { record: Pick<ImportSummary, 'created_by_name'> }) => {
  const translate = useTranslate();
  return record.created_by_name ? (
    <bdi>{record.created_by_name}</bdi>
  ) : (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {translate('entities.import.history_page.deleted_user')}
    </Typography>
  );
};

/** A count in the user's language; failures stand out. */
export const ImportCount = ({ value, failed = false }: { value: number; failed?: boolean }) => {
  const [locale] = useLocaleState();
  return (
    <Typography
      component="span"
      variant="body2"
      color={failed && value > 0 ? 'error' : undefined}
      sx={{ fontWeight: failed && value > 0 ? 600 : undefined }}
    >
      <bdi>{formatNumber(value, locale)}</bdi>
    </Typography>
  );
};

/** Completed or reverted. */
export const ImportStatus = ({ status }: { status: ImportSummary['status'] }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'reverted' ? 'default' : 'success'}
      label={translate(`entities.import.history_page.status.${status}`)}
    />
  );
};

/** The counts in one line: "Rows 6 · Created 2 · Merged 0 · Failed 4" (the phone list; "merged" where imports merge). */
export function countsLine(record: ImportSummary, t: (key: string) => string, locale: string, merges: boolean): string {
  const counts: Array<'total_rows' | 'created' | 'merged' | 'failed_count'> = [
    'total_rows',
    'created',
    ...(merges ? (['merged'] as const) : []),
    'failed_count',
  ];
  return counts.map((key) => `${t(`fields.${key}`)} ${formatNumber(record[key] ?? 0, locale)}`).join(' · ');
}

/** "Reverted on DD.MM.YY HH:mm", the full date on hover. */
export const RevertedOn = ({ value }: { value: string | null | undefined }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!value) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" title={formatLong(value, locale)}>
      {translate('entities.import.report.reverted_on', { date: formatDateTime(value) })}
    </Typography>
  );
};
