import type { ImportSchemaField } from '../types';

/** An import schema like the customers resource gives, with Hebrew labels (tests and the bench). */
export const customersSchema: ImportSchemaField[] = [
  { id: 'first_name', label: 'שם פרטי', required: true },
  { id: 'last_name', label: 'שם משפחה', attrs: { required: true } },
  { id: 'email', label: 'אימייל', element: 'email' },
  { id: 'national_id', label: 'תעודת זהות' },
  { id: 'address.city', label: 'עיר' },
  { id: 'joined_at', label: 'תאריך הצטרפות', element: 'date' },
  { id: 'birth_date', label: 'תאריך לידה', element: 'date' },
  { id: 'updated_at', label: 'עדכון אחרון', element: 'datetime' },
  { id: 'subscribed', label: 'מנוי פעיל', element: 'check' },
  { id: 'newsletter', label: 'ניוזלטר', element: 'check' },
  { id: 'balance', label: 'יתרה', element: 'number' },
  {
    id: 'status',
    label: 'סטטוס',
    element: 'select',
    attrs: {
      options: [
        { value: 'active', label: 'פעיל' },
        { value: 'inactive', label: 'לא פעיל' },
        { value: 'vip', label: 'VIP' },
      ],
    },
  },
  {
    id: 'phones',
    label: 'טלפונים',
    element: 'array',
    attrs: {
      schema: [
        { id: 'value', label: 'מספר טלפון', element: 'tel', attrs: { attrs: { required: true } } },
        { id: 'kind', label: 'סוג' },
      ],
    },
  },
];
