// Filling %{name}: every name given is filled (numbers as written, a name twice both times); a name without a value
// becomes nothing on the pages people read, and stays as written in the staff's notification e-mails.
import { describe, expect, it } from 'vitest';
import { fillText } from './fill-text';
import { notificationText } from './notifications/messages';

describe('fillText', () => {
  it('fills every name given, and leaves nothing where a name has no value', () => {
    expect(fillText('%{a} ו-%{b}, שוב %{a}', { a: 'אלף', b: 2 })).toBe('אלף ו-2, שוב אלף');
    expect(fillText('מספר קבלה: %{receipt}%{missing}', { receipt: 17 })).toBe('מספר קבלה: 17');
    expect(fillText('100% {x} %{} %{a-b}')).toBe('100% {x} %{} %{a-b}');
  });

  it('keeps a name without a value as written when asked (notification e-mails)', () => {
    expect(fillText('%{a} %{missing}', { a: 0 }, { unknown: 'keep' })).toBe('0 %{missing}');
    expect(notificationText('en', 'payment_failed', { customer: 'Dana', amount: '₪49.00' })).toBe(
      'Payment failed: Dana, ₪49.00 (%{reason})',
    );
    expect(notificationText('he', 'job_finished', { job: 'billing_run', count: 3 })).toBe('סבב החיובים הסתיים: 3');
  });
});
