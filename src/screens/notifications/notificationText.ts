// A notification's sentence in the reader's language: the kind's text with its params (a finished job and a failed
// payment's reason named in words).
import type { TranslateFunction } from 'react-admin';
import type { AppNotification } from './api';

export function notificationText(translate: TranslateFunction, n: Pick<AppNotification, 'kind' | 'params'>): string {
  const params: Record<string, string | number> = { ...n.params };
  if (n.kind === 'job_finished' && typeof params.job === 'string')
    params.job = translate(`notifications.jobs.${params.job}`, { _: params.job });
  if (n.kind === 'payment_failed' && typeof params.reason === 'string' && params.reason)
    params.reason = translate(`billing.reasons.${params.reason}`, { _: params.reason });
  return translate(`notifications.kinds.${n.kind}.text`, params);
}
