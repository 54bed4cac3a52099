/** The generated pages of every resource: lists, exports, imports, actions, empty states. */
export default {
  entities: {
    empty: {
      title: 'אין עדיין %{name}',
      hint_create: 'אפשר להוסיף את הראשון או לייבא קובץ.',
      hint_none: 'רשומות יופיעו כאן כשיהיו.',
    },
    export: {
      button: 'ייצוא',
      xlsx: 'Excel ‏(‎.xlsx‎)',
      csv: 'CSV',
      progress_title: 'מכין את הייצוא…',
      progress: 'נקראו %{done} מתוך %{of} רשומות',
      failed: 'לא ניתן היה להשלים את הייצוא. נא לנסות שוב.',
    },
    import: {
      button: 'ייבוא',
      title: 'ייבוא %{name}',
      importing: 'מייבא…',
      report_title: 'דוח ייבוא',
      summary: 'נוצרו %{created}, נדחו %{failed}, מתוך %{total} שורות.',
      failed_rows: 'שורות שלא יובאו',
      row: 'שורה',
      reasons: 'סיבה',
      history: 'ייבואים קודמים',
      no_history: 'עדיין לא יובא דבר.',
      when: 'מתי',
      who: 'על ידי',
      created: 'נוצרו',
      failed: 'נדחו',
      open_report: 'דוח',
      revert: 'ביטול הייבוא',
      revert_title: 'לבטל את הייבוא?',
      revert_message: 'הרשומה שנוצרה בו תימחק. |||| %{smart_count} הרשומות שנוצרו בו יימחקו.',
      reverted: 'הייבוא בוטל.',
      status_reverted: 'בוטל',
    },
    actions: {
      menu: 'פעולות עבור %{name}',
      confirm: '%{action}: רשומה אחת? |||| %{action}: %{smart_count} רשומות?',
    },
    tags: {
      help: 'מקלידים מילה ולוחצים Enter',
    },
    validation: {
      money_precision: 'לכל היותר שתי ספרות אחרי הנקודה',
      json: 'זה אינו JSON תקין',
    },
  },
};
