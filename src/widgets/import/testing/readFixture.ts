import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileKind } from '../parse/fileKind';
import { readSheet } from '../parse/readSheet';
import { readWorkbook } from '../parse/readWorkbook';

/** Bytes of a file in tests/fixtures (tests run from the repository root). */
export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(resolve(process.cwd(), 'tests/fixtures', name)));
}

/** A fixture made by LibreOffice (see tests/fixtures/make-fixtures.sh), read as the worker reads it. */
export function readFixture(name: string, sheet: string | number = 0) {
  return readSheet(fixtureBytes(name), fileKind(name)!, name, readWorkbook, sheet);
}
