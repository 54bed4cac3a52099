// The shop's shipping options: a price in agorot, on or off, and at most one default (setting it clears the others:
// the server's hook, in the write's transaction; a partial unique index guards it too).
import { defineEntity } from '../entity/defineEntity';
import { boolean, listSwitch, money, text } from '../entity/fields';
import { activeActions } from '../entity/actions';

export default defineEntity({
  name: 'shipping_option',
  route: 'shop/shipping-options',
  api: { base: '/ecommerce/shipping_option', list: '/ecommerce/shipping_options' },
  label: { he: 'אפשרות משלוח |||| אפשרויות משלוח', en: 'Shipping option |||| Shipping options' },
  fields: {
    name: text({ he: 'שם', en: 'Name' }, { required: true, maxLength: 200 }),
    price: money({ he: 'מחיר', en: 'Price' }, { required: true, default: 0 }),
    is_active: listSwitch(
      { he: 'פעילה', en: 'Active' },
      { he: 'אפשרות המשלוח פעילה', en: 'The shipping option is active' },
      { he: 'אפשרות המשלוח אינה פעילה', en: 'The shipping option is inactive' },
    ),
    is_default: boolean({ he: 'ברירת מחדל', en: 'Default' }),
  },
  list: {
    columns: ['name', 'price', 'is_active', 'is_default'],
    sort: { field: 'name', order: 'asc' },
    search: ['name'],
    only: { active_only: { field: 'is_active', label: { he: 'פעילות בלבד', en: 'Active only' } } },
  },
  indexes: [{ name: 'shipping_options_single_default', on: ['is_default'], unique: true, where: 'is_default' }],
  actions: activeActions(
    {
      he: 'אפשרות המשלוח הופעלה |||| %{smart_count} אפשרויות משלוח הופעלו',
      en: 'Shipping option activated |||| %{smart_count} shipping options activated',
    },
    {
      he: 'אפשרות המשלוח הושבתה |||| %{smart_count} אפשרויות משלוח הושבתו',
      en: 'Shipping option deactivated |||| %{smart_count} shipping options deactivated',
    },
  ),
  // Its names say 'shipping' themselves ('משלוח מהיר'): the edit page's title is the name alone.
  words: {
    he: { page: { edit: '%{recordRepresentation}' }, fields: { created_at: 'נוספה' } },
    en: { page: { edit: '%{recordRepresentation}' } },
  },
  menu: { section: 'shop', order: 90, icon: 'truck' },
  options: { notes: true, import: true },
  grants: { sales: ['list', 'read'] },
});
