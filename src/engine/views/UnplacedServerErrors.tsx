import { useEffect, useRef } from 'react';
import { useFormState, type FieldErrors } from 'react-hook-form';
import { showToast } from '../../notifications/toasts';

/** The server's messages (react-admin sets them with type 'server') by their field path. */
function serverMessages(errors: FieldErrors, prefix = ''): Array<{ path: string; message: string }> {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (key === 'root' || !value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const { type, message } = value as { type?: unknown; message?: unknown };
    if (typeof type === 'string') return type === 'server' && typeof message === 'string' ? [{ path, message }] : [];
    return serverMessages(value as FieldErrors, path);
  });
}

/**
 * Put inside a form whose save words its refusals for a form (FORM_SAVE): the reasons land on their fields and the
 * toast only says the save was refused, so a reason for a field the form does not show (a list with no row, a field
 * of another tab) would be lost. Those are shown here, in a toast of their own.
 */
export const UnplacedServerErrors = () => {
  const { errors, submitCount } = useFormState();
  const anchor = useRef<HTMLSpanElement>(null);
  const told = useRef(0);
  useEffect(() => {
    if (submitCount === told.current) return;
    const form = anchor.current?.closest('form');
    const messages = serverMessages(errors);
    if (!form || !messages.length) return;
    told.current = submitCount;
    const unplaced = messages.filter(({ path }) => !form.querySelector(`[name="${CSS.escape(path)}"]`));
    if (unplaced.length) showToast(unplaced.map((m) => m.message).join('\n'), { variant: 'error' });
  }, [errors, submitCount]);
  return <span ref={anchor} hidden />;
};
