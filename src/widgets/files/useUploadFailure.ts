import { useLocaleState, useTranslate } from 'react-admin';
import { errorMessage, isApiError } from '../../dataProvider/errors';
import { showToast } from '../../notifications/toasts';
import { useUploadLimits } from './api';
import { formatBytes } from './fileKinds';

/** Says in a toast why a file was not uploaded: too large (with the limit), a refused type, or the error's words. */
export function useUploadFailure() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const limits = useUploadLimits().data;
  const reasonOf = (error: unknown) => {
    if (isApiError(error) && error.status === 413)
      return translate('files.upload.too_large', { limit: formatBytes(limits?.max_bytes ?? 0, locale) });
    if (isApiError(error) && error.status === 415) return translate('files.upload.type_refused');
    return errorMessage(error, translate);
  };
  const tell = (name: string, reason: string, error?: unknown) => {
    console.error(`Upload of "${name}" failed:`, error ?? reason);
    showToast(translate('files.upload.failed', { name, reason }), { variant: 'error' });
  };
  return { limits, reasonOf, tell, failed: (name: string, error: unknown) => tell(name, reasonOf(error), error) };
}
