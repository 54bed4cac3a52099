// The submit of a CMS "new …" dialog: one path for every kind of thing it makes, so each says so, refreshes and opens
// the new thing the same way, and the server's per-field messages show under the form's inputs.
import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../notifications/toasts';
import { validationErrors } from '../../dataProvider/errors';

/** Creates from the form's values; then tells the user (`created`, a message key), refreshes the lists under
 *  `refresh`, closes the dialog and opens the new thing at `pathOf(made)`. A dialog open at its own address closes by
 *  that move alone, `replace` keeping its address out of the history. A refusal returns the per-field errors. */
export function useCreateThenOpen<T>({
  create,
  created,
  refresh,
  pathOf,
  onClose,
  replace = false,
}: {
  create: (values: Record<string, unknown>) => Promise<T>;
  created: string;
  refresh: QueryKey;
  pathOf: (made: T) => string;
  onClose?: () => void;
  replace?: boolean;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (values: Record<string, unknown>) => {
    try {
      const made = await create(values);
      showToast(translate(created), { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: refresh });
      onClose?.();
      navigate(pathOf(made), { replace });
    } catch (error) {
      return validationErrors(error) ?? undefined;
    }
  };
}
