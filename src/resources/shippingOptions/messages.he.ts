export default {
  name: 'אפשרות משלוח |||| אפשרויות משלוח',
  // Its names say 'shipping' themselves ('משלוח מהיר'): the edit page's title is the name alone, not 'shipping option' before it.
  page: { edit: '%{recordRepresentation}' },
  fields: {
    id: 'מזהה',
    name: 'שם',
    price: 'מחיר',
    is_active: 'פעילה',
    is_default: 'ברירת מחדל',
    active_only: 'פעילות בלבד',
    created_at: 'נוספה',
  },
  actions: {
    activate: 'הפעלה',
    activate_done: 'אפשרות המשלוח הופעלה |||| %{smart_count} אפשרויות משלוח הופעלו',
    deactivate: 'השבתה',
    deactivate_done: 'אפשרות המשלוח הושבתה |||| %{smart_count} אפשרויות משלוח הושבתו',
  },
  toggle: { is_active: { on: 'אפשרות המשלוח פעילה', off: 'אפשרות המשלוח אינה פעילה' } },
};
