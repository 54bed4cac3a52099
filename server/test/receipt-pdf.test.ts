// A receipt as a PDF (issue 19): a real PDF whose text holds the receipt number, the amount, the VAT inside, the card's
// last digits and what was paid for, Hebrew drawn right to left (in visual order: a Hebrew word's letters reversed).
import { describe, expect, it } from 'vitest';
import { visualWords } from '../src/billing/receipt-pdf';
import { backends, useTestApp } from './helpers';
import { pdfText } from './pdf-text';

const reversed = (word: string) => [...word].reverse().join('');

describe('visual order of a receipt line', () => {
  it('puts a Hebrew line right to left with its numbers reading left to right', () => {
    // "receipt no. 123" reads from the right: the number is leftmost, each Hebrew word's letters reversed for drawing
    expect(visualWords('קבלה מס׳ 123')).toEqual(['123', 'מס׳', 'קבלה']);
    expect(visualWords('סכום ששולם: 49.00 ₪')).toEqual(['₪', '49.00', 'ששולם:', 'סכום']);
  });
});

describe.each(backends)('receipt PDF (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = auth) => t.app.inject({ method, url: `/api${url}`, headers, payload: payload as never });

  it('downloads the receipt of a paid payment as a Hebrew PDF; English with lang=en; none for an unpaid one', async () => {
    const person = (await call('POST', '/person/', { first_name: 'דנה', last_name: `כהן ${Date.now()}` })).json();
    const option = (await call('POST', '/ecommerce/subscription_option', { name: 'מנוי זהב', price: 5900 })).json();
    const sub = (await call('POST', '/subscription', { person_id: person.id, option_id: option.id })).json();
    const paid = (await call('POST', '/subscription_payment', { subscription_id: sub.id, amount: 5900, status: 'succeeded' })).json();

    const pdf = await call('GET', `/subscription_payment/${paid.id}/receipt.pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="receipt-${paid.receipt_number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const words = pdfText(pdf.rawPayload);
    expect(words).toContain(String(paid.receipt_number));
    expect(words).toContain(reversed('קבלה'));
    expect(words).toContain('59.00'); // paid
    expect(words).toContain('9.00'); // VAT inside (18%)
    expect(words).toContain(reversed('זהב'));
    expect(words).toContain(reversed('דנה'));

    const english = await call('GET', `/subscription_payment/${paid.id}/receipt.pdf?lang=en`);
    expect(pdfText(english.rawPayload).join(' ')).toContain(`Receipt no. ${paid.receipt_number}`);

    const pending = (await call('POST', '/subscription_payment', { subscription_id: sub.id, amount: 5900, status: 'pending' })).json();
    expect((await call('GET', `/subscription_payment/${pending.id}/receipt.pdf`)).json()).toEqual({ detail: 'RECEIPT_NONE' });
    expect((await call('GET', `/subscription_payment/${paid.id}/receipt.pdf`, undefined, {})).statusCode).toBe(401);
    expect((await call('GET', `/subscription_payment/${paid.id}/receipt.pdf?lang=fr`)).statusCode).toBe(422);
  });
});
