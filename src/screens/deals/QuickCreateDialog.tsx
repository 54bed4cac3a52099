// '+' on a column (or on a customer's deals tab): a deal with its title, value and customer, added to that stage.
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { validationErrors } from '../../dataProvider/errors';
import { showToast } from '../../notifications/toasts';
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
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{stage ? translate('deals.add_to', { stage: stage.name }) : translate('deals.add')}</DialogTitle>
      <Form onSubmit={save} record={{ value: 0, person_id: personId ?? null }} noValidate>
        <DialogContent sx={{ pt: 1 }}>
          <DealFields tags={[]} full={false} />
        </DialogContent>
        <Toolbar sx={{ justifyContent: 'flex-end' }}>
          <SaveButton alwaysEnable />
        </Toolbar>
      </Form>
    </Dialog>
  );
}
