import { useLocaleState } from 'react-admin';
import { formatDateTime, formatRelative } from '../../lib/format';

/** When something happened, in words ("3 minutes ago", "לפני 3 דקות"), the DD.MM.YY HH:mm moment on hover. */
export function RelativeTime({ value }: { value: string | null | undefined }) {
  const [locale] = useLocaleState();
  if (!value) return null;
  return (
    <bdi title={formatDateTime(value)}>
      <time dateTime={value}>{formatRelative(value, locale)}</time>
    </bdi>
  );
}
