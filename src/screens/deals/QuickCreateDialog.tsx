// '+' on a column (or on a customer's deals tab): a deal with its title, value and customer, added to that stage.
import Button from '@mui/material/Button';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { validationErrors } from '../../dataProvider/errors';
import { showToast } from '../../notifications/toasts';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';
import { dealsApi, type Deal, type NewDeal } from './api';
import { DealFields } from './DealForm';

interface Props {
  pipelineId: number;
  stage?: { id: number; name: string };
  personId?: number;
  onClose: () => void;
  onCreated: (deal: Deal) => void;
}

export function QuickCreateDialog({ pipelineId, stage, personId, onClose, onCreated }: Props) {
  const translate = useTranslate();
  const save = async (values: Record<string, unknown>) => {
    try {
      const deal = await dealsApi.create(pipelineId, {
        ...(values as NewDeal),
        stage_id: stage?.id,
        person_id: (values.person_id as number | null) ?? personId ?? null,
      });
      showToast(translate('deals.created'), { variant: 'success' });
      onCreated(deal);
    } catch (error) {
      return validationErrors(error) ?? undefined;
    }
  };
  return (
    <TitledDialog
      onClose={onClose}
      title={stage ? translate('deals.add_to', { stage: stage.name }) : translate('deals.add')}
      fullScreenBelow={false}
      form={(parts) => (
        <Form onSubmit={save} record={{ value: 0, person_id: personId ?? null }} noValidate>
          {parts}
        </Form>
      )}
      actions={
        <>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable />
        </>
      }
    >
      <DealFields tags={[]} full={false} />
    </TitledDialog>
  );
}
