import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRedirect, useSaveContext } from 'react-admin';
import { can } from '../../authProvider/permissions';
import { useCurrentUser } from '../../authProvider/useCurrentUser';
import { isApiError } from '../../dataProvider/errors';
import { customerApi } from './customerApi';
import { customerKeys } from './customerKeys';
import type { CustomerFormValues, Duplicate } from './customerTypes';
import { MergeConfirmDialog } from './MergeConfirmDialog';
import { duplicateQuery, hasLookupValues, mergeTarget, personBody } from './mergeDecision';

type SubmitResult = Record<string, unknown> | undefined;

/** A question answered later: resolves true for yes, false for no. */
function useMergeQuestion() {
  const [target, setTarget] = useState<Duplicate | undefined>();
  const resolver = useRef<(merge: boolean) => void>(undefined);
  const ask = useCallback(
    (duplicate: Duplicate) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setTarget(duplicate);
      }),
    [],
  );
  const answer = useCallback((merge: boolean) => {
    resolver.current?.(merge);
    resolver.current = undefined;
    setTarget(undefined);
  }, []);
  return { ask, dialog: <MergeConfirmDialog target={target} onAnswer={answer} /> };
}

/**
 * The customer form's submit ('Person save'): every e-mail, phone and the national id are looked
 * up first. Nobody holds them: the usual save. Someone does: the merge question; no saves nothing and leaves the
 * form as it is; yes merges into the existing person in one call (nothing half-done on a failure) and opens it.
 * Server validation errors land on the fields.
 */
export function useCustomerSave(editedId?: number) {
  const { save } = useSaveContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const { ask, dialog } = useMergeQuestion();
  const user = useCurrentUser();
  // Saving an edited customer into another deletes the edited one: only for whoever may delete customers (the
  // server refuses it otherwise); without the right, the usual save says which value another customer holds.
  const mayMerge =
    !user || (can(user, 'person', 'update') && (editedId === undefined || can(user, 'person', 'delete')));

  const onSubmit = useCallback(
    async (values: CustomerFormValues): Promise<SubmitResult> => {
      const query = duplicateQuery(values, editedId);
      let duplicates: Duplicate[] = [];
      if (hasLookupValues(query)) {
        try {
          duplicates = await customerApi.duplicates(query);
        } catch {
          return undefined; // the toast says why; the form keeps what was typed
        }
      }
      const target = mergeTarget(duplicates);
      if (!target || !mayMerge) return (await save?.(values)) as SubmitResult;
      if (!(await ask(target))) return undefined;
      try {
        const kept = await customerApi.saveInto(target.id, personBody(values), editedId);
        // Marked stale, not refetched now: the edited customer is gone (its page refetching would answer 404 and
        // send the user to the list); the kept customer's page and the list load fresh when they open.
        await queryClient.invalidateQueries({ queryKey: customerKeys.all, refetchType: 'none' });
        notify('resources.customers.merge.done', { type: 'success' });
        redirect('edit', 'customers', kept.id);
        return undefined;
      } catch (error) {
        return isApiError(error) ? (error.body.errors as SubmitResult) : undefined;
      }
    },
    [ask, editedId, mayMerge, notify, queryClient, redirect, save],
  );

  return { onSubmit, dialog };
}
