// Texts of the hosted payment page (/pay/<token>), which people outside the business see: Hebrew first, English.
export const payPageMessages = {
  he: {
    title: 'תשלום מאובטח',
    for: 'עבור',
    amount: 'סכום לתשלום',
    card: 'מספר כרטיס',
    sandbox: 'סביבת ניסיון:',
    test_ok: 'מאושר',
    test_declined: 'נדחה',
    pay: 'תשלום',
    invalid_card: 'מספר הכרטיס אינו תקין. בדקו את הספרות ונסו שוב.',
    declined: 'הכרטיס נדחה. אפשר לנסות כרטיס אחר.',
    busy: 'התשלום כבר בטיפול. רעננו את הדף בעוד רגע.',
    paid: 'התשלום התקבל. תודה!',
    receipt: 'מספר קבלה: %{receipt}',
    closed: 'הקישור הזה כבר אינו פעיל.',
    expired: 'תוקף הקישור פג. בקשו קישור חדש.',
    not_found: 'הקישור לא נמצא.',
    other_language: 'English',
  },
  en: {
    title: 'Secure payment',
    for: 'For',
    amount: 'Amount due',
    card: 'Card number',
    sandbox: 'Sandbox:',
    test_ok: 'succeeds',
    test_declined: 'is declined',
    pay: 'Pay',
    invalid_card: 'The card number is not valid. Check the digits and try again.',
    declined: 'The card was declined. You can try another card.',
    busy: 'The payment is already being processed. Refresh the page in a moment.',
    paid: 'Payment received. Thank you!',
    receipt: 'Receipt number: %{receipt}',
    closed: 'This link is no longer active.',
    expired: 'This link has expired. Ask for a new one.',
    not_found: 'This link was not found.',
    other_language: 'עברית',
  },
} as const;

export type PayLanguage = keyof typeof payPageMessages;
export type PayMessage = keyof (typeof payPageMessages)['he'];
