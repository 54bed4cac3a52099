// Texts of a receipt's PDF (GET /subscription_payment/{id}/receipt.pdf and /ecommerce/order/{id}/receipt.pdf), which customers get: Hebrew first, English.
export const receiptPdfMessages = {
  he: {
    title: 'קבלה מס׳ %{number}',
    date: 'תאריך התשלום: %{date}',
    customer: 'לכבוד: %{name}',
    email: 'דוא״ל: %{email}',
    phone: 'טלפון: %{phone}',
    order: 'הזמנה מס׳ %{number}',
    for: 'עבור: %{description}',
    period: 'תקופה: %{start} עד %{end}',
    paid: 'סכום ששולם: %{amount}',
    vat: 'מתוכו מע״מ %{percent}%: %{amount}',
    before_vat: 'סכום לפני מע״מ: %{amount}',
    card: 'אמצעי תשלום: כרטיס אשראי המסתיים ב-%{last4}',
    reference: 'אסמכתה: %{reference}',
    refunded: 'התשלום הוחזר בתאריך %{date}',
    footer: 'המחירים כוללים מע״מ. קבלה זו הופקה באופן ממוחשב.',
  },
  en: {
    title: 'Receipt no. %{number}',
    date: 'Paid on: %{date}',
    customer: 'To: %{name}',
    email: 'Email: %{email}',
    phone: 'Phone: %{phone}',
    order: 'Order no. %{number}',
    for: 'For: %{description}',
    period: 'Period: %{start} to %{end}',
    paid: 'Amount paid: %{amount}',
    vat: 'Of which VAT %{percent}%: %{amount}',
    before_vat: 'Amount before VAT: %{amount}',
    card: 'Paid by: credit card ending in %{last4}',
    reference: 'Reference: %{reference}',
    refunded: 'This payment was refunded on %{date}',
    footer: 'Prices include VAT. This receipt was produced by computer.',
  },
} as const;

export type ReceiptLanguage = keyof typeof receiptPdfMessages;
export type ReceiptMessage = keyof (typeof receiptPdfMessages)['he'];
