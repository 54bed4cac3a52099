// Per-test copies of the import fixtures (tests/fixtures, made by LibreOffice, never changed): the same rows
// with their e-mails, phones and the valid national id rewritten, so that the Playwright projects, which import
// into one shared e2e database side by side, never merge their imports into one another.
import { randomInt } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parsePhoneNumberWithError } from 'libphonenumber-js';
import XLSX from 'xlsx';
import { isValidNationalId } from '../../../src/resources/customers/nationalId';

const fixtures = path.resolve('tests/fixtures');

/** The one valid national id of the customers fixture (its other ids fail the check digit on purpose). */
const FIXTURE_NATIONAL_ID = '012345674';

/** A national id nobody has yet: 8 random digits and the check digit that makes them valid. */
export function freshNationalId(): string {
  const body = String(randomInt(1e8)).padStart(8, '0');
  for (let digit = 0; digit < 10; digit += 1) if (isValidNationalId(body + digit)) return body + digit;
  throw new Error('no check digit');
}

export interface ImportFiles {
  /** customers.xlsx (all three sheets) and phones.csv of this copy. */
  customersXlsx: string;
  phonesCsv: string;
  /** The copy's value for a value of the original files (e-mails, phones, the valid national id). */
  value(original: string): string;
  /** A phone of the original files as the admin shows it in this copy (international format). */
  shownPhone(original: string): string;
  dispose(): Promise<void>;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Israeli numbers as the fixtures write them: 050-1234567, 03-5551234, +972-58-9998877. */
const PHONE = /(?:\+972-|0)\d{1,2}-\d{7}/g;

/** The number's last five digits replaced (its prefix, and so its kind and validity, kept). */
const phoneVariant = (phone: string, digits: string) => phone.replace(/\d{5}$/, digits);

/** Copies the customers workbook and the related phones file with this test's own values. */
export async function importFiles(): Promise<ImportFiles> {
  const tag = `t${randomInt(36 ** 5).toString(36)}`;
  const digits = String(randomInt(1e5)).padStart(5, '0');
  const nationalId = freshNationalId();
  const rewrite = (text: string) =>
    text
      .replaceAll(FIXTURE_NATIONAL_ID, nationalId)
      .replace(EMAIL, (email) => email.replace('@', `.${tag}@`))
      .replace(PHONE, (phone) => phoneVariant(phone, digits));

  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-import-'));
  // The workbook's texts live in its shared strings: rewritten there, everything else of the file kept as made.
  const workbook = XLSX.CFB.read(await readFile(path.join(fixtures, 'customers.xlsx')), { type: 'buffer' });
  const strings = workbook.FullPaths.findIndex((p: string) => p.endsWith('/xl/sharedStrings.xml'));
  const entry = workbook.FileIndex[strings];
  if (!entry?.content) throw new Error('customers.xlsx has no shared strings');
  entry.content = Buffer.from(rewrite(Buffer.from(entry.content as Uint8Array).toString('utf8')), 'utf8');
  const customersXlsx = path.join(dir, 'customers.xlsx');
  await writeFile(customersXlsx, XLSX.CFB.write(workbook, { type: 'buffer', fileType: 'zip' }) as Buffer);
  const phonesCsv = path.join(dir, 'phones.csv');
  await writeFile(phonesCsv, rewrite(await readFile(path.join(fixtures, 'phones.csv'), 'utf8')));

  return {
    customersXlsx,
    phonesCsv,
    value: rewrite,
    shownPhone: (original) => parsePhoneNumberWithError(rewrite(original), 'IL').formatInternational(),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
