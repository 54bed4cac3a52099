import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import he from '../../i18n/he';
import { notificationText } from './notificationText';

const translateIn = (catalog: object, locale: string) =>
  polyglotI18nProvider(() => catalog as never, locale, [{ locale, name: locale }], { allowMissing: true }).translate;

describe('a notification in words', () => {
  it("names a failed payment's reason in the reader's language, not by its code", () => {
    const n = {
      kind: 'payment_failed' as const,
      params: { customer: 'דנה כהן', amount: '₪49.00', reason: 'card_declined' },
    };
    expect(notificationText(translateIn(he, 'he'), n)).toBe('תשלום נכשל: דנה כהן, ₪49.00 (הכרטיס נדחה)');
    expect(notificationText(translateIn(en, 'en'), n)).not.toContain('card_declined');
  });

  it('says a possible double payment with its amount and reference', () => {
    const n = {
      kind: 'payment_unmatched' as const,
      params: { customer: 'דנה כהן', amount: '₪64.00', reference: 'pp_abc' },
    };
    expect(notificationText(translateIn(he, 'he'), n)).toContain('ייתכן ששולם פעמיים: דנה כהן שילם/ה ₪64.00');
    expect(notificationText(translateIn(en, 'en'), n)).toContain(
      'Paid twice? דנה כהן paid ₪64.00 on PayPlus (reference pp_abc)',
    );
  });
});
