// The import wizard's test steps, shared by its test files (split so that they run side by side): upload a fixture,
// find a mapping row, choose an option, open a row's dialog or the preview.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { customersSchema } from './customersSchema';
import { fixtureFile, renderWizard } from './renderWizard';
import type { ImportWizardProps } from '../ImportWizard';

export const user = userEvent.setup({ delay: null });

/** MUI in jsdom is slow on a busy machine; these tests check behaviour, not speed. */
export const WAIT = { timeout: 90_000 };

/**
 * A wizard test file's setup, called at its top: a long time-out per test (as WAIT) and, after each test, nothing
 * left drawn, stored or spied on. A function rather than a module's side effect: the admin's test files share a
 * module graph, where a module runs once for all of them.
 */
export function setUpWizardTests() {
  vi.setConfig({ testTimeout: 180_000 });
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    vi.restoreAllMocks();
  });
}

export const fileInput = () => screen.getByTestId('import-file-input') as HTMLInputElement;

export async function upload(name: string) {
  await user.upload(fileInput(), fixtureFile(name));
}

/** The row of the mapping table for a field. */
// Row headers are found by their text among the table's `th[scope=row]` cells: asking for the role 'rowheader'
// computes the roles of the whole table on each poll, which takes seconds in jsdom.
export function rowHeader(container: HTMLElement, label: string | RegExp): HTMLElement | undefined {
  const name = typeof label === 'string' ? new RegExp(`^${label}`) : label;
  return Array.from(container.querySelectorAll<HTMLElement>('th[scope="row"]')).find((th) =>
    name.test(th.textContent?.trim() ?? ''),
  );
}
export const fieldRow = (label: string) => {
  const header = rowHeader(document.body, label);
  if (!header) throw new Error(`no row header ${label}`);
  return header.closest('tr') as HTMLElement;
};
export const findRowHeader = (container: HTMLElement, label: string | RegExp) =>
  waitFor(() => {
    const header = rowHeader(container, label);
    if (!header) throw new Error(`no row header ${String(label)}`);
    return header;
  }, WAIT);

export async function choose(combobox: HTMLElement, option: string | RegExp) {
  fireEvent.mouseDown(combobox);
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
}

/** The mapping table with every row drawn (rows are drawn a few at a time); `last` labels the last field. */
export async function waitForMapping(last = 'סוג') {
  const table = await screen.findByRole('table', { name: 'Match the fields to the columns of your file' }, WAIT);
  await findRowHeader(table, last);
}

/** Renders the wizard (the customers schema and no-op import unless `props` say otherwise), reads a fixture and waits for its mapping. */
export async function mapFile(name: string, props: Partial<Omit<ImportWizardProps, 'transport'>> = {}, last?: string) {
  renderWizard({ schema: customersSchema, onImport: () => undefined, ...props });
  await upload(name);
  await waitForMapping(last);
}

/** Opens the dialog of a mapping row's button (`action: field`) and returns it. */
export async function openRowDialog(field: string, action: string, dialog: string) {
  await user.click(within(fieldRow(field)).getByRole('button', { name: `${action}: ${field}` }));
  return screen.findByRole('dialog', { name: dialog });
}

/** Opens the preview and waits for its grid. */
export async function openPreview() {
  await user.click(screen.getByRole('button', { name: 'Preview Data' }));
  const dialog = await screen.findByRole('dialog', { name: 'Data Preview & Edit' });
  await within(dialog).findByRole('grid', {}, WAIT);
  return dialog;
}
