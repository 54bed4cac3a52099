// An entity that exists only in tests: one definition with a reference, money, a phone, an e-mail, an enum and notes,
// served by the app beside the product's own and run through the same shared tests, with no other file changed.
import { defineEntity } from '../entity/defineEntity';
import { email, enumOf, longText, money, phone, reference, text } from '../entity/fields';

export default defineEntity({
  name: 'test_supplier',
  label: { he: 'ספק ניסיון |||| ספקי ניסיון', en: 'Test supplier |||| Test suppliers' },
  fields: {
    name: text({ he: 'שם', en: 'Name' }, { required: true, maxLength: 120 }),
    email: email({ he: 'דוא״ל', en: 'E-mail' }),
    phone: phone({ he: 'טלפון', en: 'Phone' }),
    credit: money({ he: 'אשראי', en: 'Credit' }),
    tier: enumOf(
      { he: 'דרג', en: 'Tier' },
      { gold: { he: 'זהב', en: 'Gold' }, silver: { he: 'כסף', en: 'Silver' } },
      { default: 'silver' },
    ),
    product_id: reference({ he: 'מוצר', en: 'Product' }, 'product', { required: true }),
    notes: longText({ he: 'הערות', en: 'Notes' }, { maxLength: 2000 }),
  },
  list: {
    columns: ['name', 'email', 'phone', 'credit', 'tier', 'product_id'],
    sort: { field: 'name', order: 'asc' },
    search: ['name'],
    filters: ['tier'],
  },
  menu: { section: 'shop', order: 200, icon: 'truck' },
  options: { notes: true, import: true },
  grants: { sales: ['list', 'read', 'create'] },
});
