import subscriptionPayments from '../../../definitions/entities/subscription-payments';
import { http } from '../../dataProvider/http';
import { FailureReason } from '../../screens/billing/FailureReason';
import { RefundConfirm } from '../../screens/billing/RefundConfirm';
import { ReceiptLink } from '../../screens/billing/ReceiptLink';
import { customerName } from '../customers/customerName';
import { integer, reference, text } from '../../engine/fields';
import { resourceFromDefinition } from '../../engine/fromDefinition';

/**
 * Payments of subscriptions from their definition: the customer named in full, the
 * receipt a link to it, a failure in words; the refund goes back through the provider once
 * (POST /subscription_payment/{id}/refund), after a confirm that names the amount and the customer.
 */
export default resourceFromDefinition(subscriptionPayments, {
  fields: {
    person_id: reference('customers', { ...customerName, readOnly: true }),
    receipt_number: integer({ readOnly: true, display: ReceiptLink }),
    failure_reason: text({ maxLength: 1000, display: FailureReason }),
  },
  list: ['id', 'created_at', 'person_id', 'amount', 'status', 'attempt', 'failure_reason', 'receipt_number'],
  listOptions: { rowDelete: false, phone: { secondary: 'amount', tertiary: 'status', menu: true } },
  actions: [
    {
      id: 'refund',
      bulk: false,
      run: (ids) => Promise.all(ids.map((id) => http.post(`/subscription_payment/${id}/refund`, {}))),
      when: (record) => record.status === 'succeeded',
      confirmContent: RefundConfirm,
    },
  ],
  recordRepresentation: (record) => `#${String(record.id)}`,
});
