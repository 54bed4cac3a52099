// What a deal's page does to it: moves it to a stage (won, lost with its reason, reopened), saves its details
// (refusals shown on their fields), deletes it and goes back to its board; each reads the deals again.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { validationErrors } from '../../dataProvider/errors';
import { showToast } from '../../notifications/toasts';
import { dealKeys, dealsApi, type Deal, type DealInput } from './api';

export function useDealActions(current: Deal) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dealKeys.all });

  const moveTo = async (stageId: number) => {
    await dealsApi.move(current.id, stageId, 0);
    await refresh();
  };
  const save = async (values: Record<string, unknown>) => {
    try {
      const { title, value, person_id, owner_id, expected_close, tag_ids } = values as DealInput;
      await dealsApi.update(current.id, {
        title,
        value,
        person_id: person_id ?? null,
        owner_id: owner_id ?? null,
        expected_close: expected_close || null,
        tag_ids,
      });
      showToast(translate('deals.saved'), { variant: 'success' });
      await refresh();
    } catch (error) {
      return validationErrors(error) ?? undefined;
    }
  };
  /** Keeps why it was lost, then moves it to the lost stage. */
  const markLost = async (lostStageId: number, reason: string) => {
    await dealsApi.update(current.id, { lost_reason: reason.trim() || null });
    await moveTo(lostStageId);
  };
  const remove = async () => {
    await dealsApi.remove(current.id);
    showToast(translate('deals.deleted'), { variant: 'success' });
    await refresh();
    navigate(`/deals?pipeline=${current.pipeline_id}`);
  };
  return { moveTo, save, markLost, remove };
}
