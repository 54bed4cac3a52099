export default {
  name: 'תשלום |||| תשלומים',
  fields: {
    id: 'מספר תשלום',
    subscription_id: 'מנוי',
    person_id: 'לקוח',
    amount: 'סכום',
    status: 'סטטוס',
    attempt: 'ניסיון',
    receipt_number: 'מספר קבלה',
    provider_reference: 'אסמכתה אצל ספק התשלומים',
    failure_reason: 'סיבת הכישלון',
    paid_at: 'שולם ב־',
    created_at: 'נוצר',
  },
  statuses: { pending: 'ממתין', succeeded: 'הצליח', failed: 'נכשל', refunded: 'זוכה' },
};
