// A receipt as a PDF, in Hebrew (right to left) by default, English with ?lang=en. pdfkit draws it with
// DejaVu Sans (server/assets/fonts, free to redistribute; it has Hebrew, Latin, digits and ₪). pdfkit does no bidi:
// each line is put in visual order by bidi-js (the Unicode Bidirectional Algorithm) and drawn word by word, right
// aligned; fontkit (under pdfkit) lays a word with Hebrew in it out right to left (it reverses its glyphs), so such a
// word goes in reversed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';
import { receiptPdfMessages, type ReceiptLanguage, type ReceiptMessage } from './receipt-pdf.messages';
import type { FastifyReply } from 'fastify';
import type { receiptSchema } from './receipts';
import type { z } from 'zod';
import { fillText } from '../fill-text';

const fontsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/fonts');
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(path.join(fontsDir, 'DejaVuSans.ttf')),
    bold: readFileSync(path.join(fontsDir, 'DejaVuSans-Bold.ttf')),
  });

const bidi = bidiFactory();
const HEBREW = /[\u0590-\u05FF]/;

/** A logical line's words in visual order (left to right), each as pdfkit must be given it to show as it reads. */
export function visualWords(text: string): string[] {
  const levels = bidi.getEmbeddingLevels(text, 'rtl');
  const indices = bidi.getReorderedIndices(text, levels);
  const visual = indices.map((i: number) => {
    const mirrored = levels.levels[i]! & 1 ? bidi.getMirroredCharacter(text[i]!) : null;
    return mirrored ?? text[i]!;
  });
  // each word is drawn on its own, and fontkit reverses a word with Hebrew in it
  return visual
    .join('')
    .split(' ')
    .filter(Boolean)
    .map((word) => (HEBREW.test(word) ? [...word].reverse().join('') : word));
}

type Receipt = z.infer<typeof receiptSchema>;

const day = (iso: string | null, lang: ReceiptLanguage) =>
  iso
    ? new Intl.DateTimeFormat(lang === 'he' ? 'he-IL' : 'en-GB', {
        timeZone: 'Asia/Jerusalem',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date(iso))
    : '';
const money = (agorot: number) => `${(agorot / 100).toFixed(2)} ₪`;

export function receiptPdf(receipt: Receipt, lang: ReceiptLanguage = 'he'): Promise<Buffer> {
  const m = receiptPdfMessages[lang];
  const t = (key: ReceiptMessage, args: Record<string, string | number> = {}) => fillText(m[key], args);
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: true,
    lang: lang === 'he' ? 'he-IL' : 'en',
    info: { Title: t('title', { number: receipt.receipt_number }), Creator: 'admin' },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const width = doc.page.width - 112;
  const line = (
    text: string,
    options: { size?: number; font?: 'regular' | 'bold'; gap?: number; color?: string } = {},
  ) => {
    doc
      .font(options.font ?? 'regular')
      .fontSize(options.size ?? 12)
      .fillColor(options.color ?? '#000');
    const y = doc.y;
    if (lang === 'he') {
      // right aligned, word by word from the left edge of the line (pdfkit's own wrapping would move the spaces)
      const words = visualWords(text);
      const space = doc.widthOfString(' ');
      const widths = words.map((word) => doc.widthOfString(word));
      let x = 56 + width - widths.reduce((sum, w) => sum + w, 0) - space * (words.length - 1);
      words.forEach((word, i) => {
        doc.text(word, x, y, { lineBreak: false });
        x += widths[i]! + space;
      });
    } else doc.text(text, 56, y, { width, lineBreak: false });
    doc.x = 56;
    doc.y = y + doc.currentLineHeight(true);
    doc.moveDown(options.gap ?? 0.6);
  };
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  line(t('title', { number: receipt.receipt_number }), { size: 22, font: 'bold', gap: 0.4 });
  line(t('date', { date: day(receipt.paid_at, lang) }), { color: '#444', gap: 1.2 });
  if (receipt.customer.name) line(t('customer', { name: receipt.customer.name }), { font: 'bold' });
  if (receipt.customer.email) line(t('email', { email: receipt.customer.email }));
  if (receipt.customer.phone) line(t('phone', { phone: receipt.customer.phone }));
  doc.moveDown(0.8);
  if (receipt.order_id) line(t('order', { number: receipt.order_id }));
  if (receipt.description) line(t('for', { description: receipt.description }));
  if (receipt.period_start && receipt.period_end)
    line(t('period', { start: day(receipt.period_start, lang), end: day(receipt.period_end, lang) }));
  doc
    .moveTo(56, doc.y)
    .lineTo(56 + width, doc.y)
    .strokeColor('#999')
    .stroke();
  doc.moveDown(0.8);
  line(t('before_vat', { amount: money(receipt.amount - receipt.vat) }));
  line(t('vat', { percent: receipt.vat_percent, amount: money(receipt.vat) }));
  line(t('paid', { amount: money(receipt.amount) }), { size: 14, font: 'bold', gap: 1.2 });
  if (receipt.card_last4) line(t('card', { last4: receipt.card_last4 }));
  if (receipt.reference) line(t('reference', { reference: receipt.reference }), { size: 9, color: '#555' });
  if (receipt.refunded_at)
    line(t('refunded', { date: day(receipt.refunded_at, lang) }), { font: 'bold', color: '#b00020' });
  doc.moveDown(2);
  line(t('footer'), { size: 9, color: '#555' });
  doc.end();
  return done;
}

/** Answers a receipt as a PDF download named by its number (a subscription payment's and an order's alike). */
export async function sendReceiptPdf(
  reply: FastifyReply,
  receipt: Receipt,
  lang: ReceiptLanguage,
): Promise<FastifyReply> {
  const pdf = await receiptPdf(receipt, lang);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="receipt-${receipt.receipt_number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
