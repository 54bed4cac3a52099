/** Users (settings). */
export default {
  resources: {
    users: {
      name: 'משתמש |||| משתמשים',
      fields: {
        email: 'אימייל',
        first_name: 'שם פרטי',
        last_name: 'שם משפחה',
        full_name: 'שם',
        password: 'סיסמה',
        is_active: 'פעיל',
        is_superuser: 'מנהל מערכת',
        role_ids: 'תפקידים',
        created_at: 'נוצר',
      },
      toggle: {
        is_active: { on: 'המשתמש הופעל', off: 'המשתמש הושבת' },
      },
    },
  },
};
