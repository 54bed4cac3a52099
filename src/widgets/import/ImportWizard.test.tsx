import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customersSchema } from './testing/customersSchema';
import { fixtureFile, pausingAfterDraft, renderWizard } from './testing/renderWizard';
import type { ImportWizardProps } from './ImportWizard';
import type { ImportRecord } from './types';

const user = userEvent.setup({ delay: null });

// MUI in jsdom is slow on a busy machine; these tests check behaviour, not speed.
vi.setConfig({ testTimeout: 180_000 });
const WAIT = { timeout: 90_000 };

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const fileInput = () => screen.getByTestId('import-file-input') as HTMLInputElement;

async function upload(name: string) {
  await user.upload(fileInput(), fixtureFile(name));
}

/** The row of the mapping table for a field. */
// Row headers are found by their text among the table's `th[scope=row]` cells: asking for the role 'rowheader'
// computes the roles of the whole table on each poll, which takes seconds in jsdom.
function rowHeader(container: HTMLElement, label: string | RegExp): HTMLElement | undefined {
  const name = typeof label === 'string' ? new RegExp(`^${label}`) : label;
  return Array.from(container.querySelectorAll<HTMLElement>('th[scope="row"]')).find((th) =>
    name.test(th.textContent?.trim() ?? ''),
  );
}
const fieldRow = (label: string) => {
  const header = rowHeader(document.body, label);
  if (!header) throw new Error(`no row header ${label}`);
  return header.closest('tr') as HTMLElement;
};
const findRowHeader = (container: HTMLElement, label: string | RegExp) =>
  waitFor(() => {
    const header = rowHeader(container, label);
    if (!header) throw new Error(`no row header ${String(label)}`);
    return header;
  }, WAIT);

async function choose(combobox: HTMLElement, option: string | RegExp) {
  fireEvent.mouseDown(combobox);
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
}

/** The mapping table with every row drawn (rows are drawn a few at a time); `last` labels the last field. */
async function waitForMapping(last = 'סוג') {
  const table = await screen.findByRole('table', { name: 'Match the fields to the columns of your file' }, WAIT);
  await findRowHeader(table, last);
}

/** Renders the wizard (the customers schema and no-op import unless `props` say otherwise), reads a fixture and waits for its mapping. */
async function mapFile(name: string, props: Partial<Omit<ImportWizardProps, 'transport'>> = {}, last?: string) {
  renderWizard({ schema: customersSchema, onImport: () => undefined, ...props });
  await upload(name);
  await waitForMapping(last);
}

/** Opens the dialog of a mapping row's button (`action: field`) and returns it. */
async function openRowDialog(field: string, action: string, dialog: string) {
  await user.click(within(fieldRow(field)).getByRole('button', { name: `${action}: ${field}` }));
  return screen.findByRole('dialog', { name: dialog });
}

/** Opens the preview and waits for its grid. */
async function openPreview() {
  await user.click(screen.getByRole('button', { name: 'Preview Data' }));
  const dialog = await screen.findByRole('dialog', { name: 'Data Preview & Edit' });
  await within(dialog).findByRole('grid', {}, WAIT);
  return dialog;
}

describe('ImportWizard: choosing a file', () => {
  it('shows the title and the drop zone texts', () => {
    renderWizard({ schema: customersSchema, onImport: () => undefined });
    expect(screen.getByRole('heading', { name: 'Upload and Map Data' })).toBeInTheDocument();
    expect(screen.getByText('Drag and drop an Excel or CSV file here')).toBeInTheDocument();
    expect(screen.getByText('or click to select a file')).toBeInTheDocument();
    expect(screen.getByText('Accepts .xlsx, .xls, and .csv files')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', '.xlsx,.xls,.csv');
  });

  it('takes a custom title', () => {
    renderWizard({ schema: customersSchema, title: 'Import customers', onImport: () => undefined });
    expect(screen.getByRole('heading', { name: 'Import customers' })).toBeInTheDocument();
  });

  it('refuses other file types and stays on file selection', async () => {
    renderWizard({ schema: customersSchema, onImport: () => undefined });
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'notes.txt')] } });
    expect(
      await screen.findByText('This file type is not supported. Choose an .xlsx, .xls or .csv file.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Drag and drop an Excel or CSV file here')).toBeInTheDocument();
  });

  it('refuses binary data named .csv in words, and a header row alone as a file with nothing to import', async () => {
    renderWizard({ schema: customersSchema, onImport: () => undefined });
    const binary = new File([Uint8Array.from({ length: 2048 }, (_, i) => (i * 151 + 7) % 256)], 'archive.csv');
    fireEvent.change(fileInput(), { target: { files: [binary] } });
    expect(
      await screen.findByText(/This file is not a CSV text file/, undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
    fireEvent.change(fileInput(), { target: { files: [new File(['first name,last name,email\n'], 'header.csv')] } });
    expect(
      await screen.findByText('The sheet has no rows to import.', undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Drag and drop an Excel or CSV file here')).toBeInTheDocument();
  });

  it('takes a dropped file and shows the processing text and bar while it is read', async () => {
    renderWizard({ schema: customersSchema, onImport: () => undefined });
    fireEvent.drop(screen.getByRole('button', { name: 'Choose a file to import' }), {
      dataTransfer: { files: [fixtureFile('customers.csv')] },
    });
    expect(screen.getByText('Processing your file...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Processing your file...' })).toBeInTheDocument();
    await waitForMapping();
  });
});

describe('ImportWizard: mapping', () => {
  it('reads the workbook, offers its sheets, checks the header row and maps the Hebrew headers', async () => {
    renderWizard({ schema: customersSchema, onImport: () => undefined });
    await upload('customers.xlsx');
    expect(await screen.findByText('customers.xlsx', {}, WAIT)).toBeInTheDocument();
    await waitForMapping();
    expect(screen.getByText('(6 rows)')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sheet' })).toHaveTextContent('לקוחות');
    expect(screen.getByRole('checkbox', { name: 'Mark this if file has a header row' })).toBeChecked();
    for (const header of ['Schema Field', 'Column from File', 'Default Value', 'Data Type', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(fieldRow('שם פרטי')).getByRole('combobox', { name: 'Column from File: שם פרטי' })).toHaveTextContent(
      'שם פרטי',
    );
    expect(
      within(fieldRow('תאריך הצטרפות')).getByRole('combobox', { name: 'Data Type: תאריך הצטרפות' }),
    ).toHaveTextContent('Date');
    expect(within(fieldRow('עדכון אחרון')).getByRole('combobox', { name: 'Data Type: עדכון אחרון' })).toHaveTextContent(
      'Date & Time',
    );
    expect(within(fieldRow('יתרה')).getByRole('combobox', { name: 'Data Type: יתרה' })).toHaveTextContent('Number');
    expect(within(fieldRow('מנוי פעיל')).getByRole('combobox', { name: 'Data Type: מנוי פעיל' })).toHaveTextContent(
      'Boolean',
    );
    expect(within(fieldRow('שם פרטי')).getByLabelText('Required')).toHaveTextContent('*');
    expect(within(fieldRow('מספר טלפון')).getByLabelText('Required only if טלפונים has items')).toHaveTextContent('†');
    expect(screen.getByRole('button', { name: 'Preview Data' })).toBeInTheDocument();
  });

  it('shows the automatic mapping after its delay: until then it says it is matching, and the table drawn ahead is out of reach', async () => {
    renderWizard({ schema: customersSchema, onImport: () => undefined });
    await upload('customers.csv');
    expect(await screen.findByText('Matching columns to fields…', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Match the fields to the columns of your file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preview Data' })).toBeNull();
    await waitForMapping();
    expect(screen.queryByText('Matching columns to fields…')).toBeNull();
  });

  it('hides the sheet selector for a file with one sheet', async () => {
    await mapFile('customers.csv');
    expect(screen.queryByRole('combobox', { name: 'Sheet' })).toBeNull();
  });

  it('reloads rows and maps again when another sheet is chosen', async () => {
    await mapFile('customers.xls');
    await choose(screen.getByRole('combobox', { name: 'Sheet' }), 'טלפונים');
    await screen.findByText('(7 rows)', {}, WAIT);
    await waitForMapping();
    expect(within(fieldRow('שם פרטי')).getByRole('combobox', { name: 'Column from File: שם פרטי' })).toHaveTextContent(
      'Not mapped',
    );
    // 'סוג' matches the child 'kind' exactly, so the children are mapped and the array field is not.
    expect(
      within(fieldRow('מספר טלפון')).getByRole('combobox', { name: 'Column from File: מספר טלפון' }),
    ).toHaveTextContent('טלפון');
    expect(within(fieldRow('סוג')).getByRole('combobox', { name: 'Column from File: סוג' })).toHaveTextContent('סוג');
    expect(within(fieldRow('טלפונים')).getByText('Child field(s) already mapped')).toBeInTheDocument();
    expect(screen.getByText('Please map the required fields to continue')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview Data' })).toBeNull();
  });

  it('names the columns A, B, C… without a header row', async () => {
    await mapFile('customers.csv');
    await user.click(screen.getByRole('checkbox', { name: 'Mark this if file has a header row' }));
    await screen.findByText('(7 rows)', {}, WAIT);
    await waitForMapping();
    fireEvent.mouseDown(within(fieldRow('שם פרטי')).getByRole('combobox', { name: 'Column from File: שם פרטי' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent?.slice(0, 1))).toEqual([
      'N',
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
      'I',
      'J',
      'K',
      'L',
      'M',
    ]);
    fireEvent.keyDown(within(await screen.findByRole('listbox')).getAllByRole('option')[0], { key: 'Escape' });

    // The preview takes the header row as a record too.
    await choose(within(fieldRow('שם פרטי')).getByRole('combobox', { name: 'Column from File: שם פרטי' }), /^B/);
    await choose(within(fieldRow('שם משפחה')).getByRole('combobox', { name: 'Column from File: שם משפחה' }), /^C/);
    const preview = await openPreview();
    expect(within(preview).getByText('Showing all 7 records. You can edit values directly.')).toBeInTheDocument();
    expect(within(preview).getAllByRole('gridcell', { name: 'שם פרטי' }).length).toBeGreaterThan(0);
  });

  it('waits for the required fields, then a default value completes the mapping', async () => {
    const schema = [...customersSchema, { id: 'source', label: 'Lead source', required: true }];
    await mapFile('customers.csv', { schema }, 'Lead source');
    expect(screen.getByText('Please map the required fields to continue')).toBeInTheDocument();
    await user.type(
      within(fieldRow('Lead source')).getByRole('textbox', { name: 'Default Value: Lead source' }),
      'fair',
    );
    expect(await screen.findByRole('button', { name: 'Preview Data' })).toBeInTheDocument();
    expect(screen.queryByText('Please map the required fields to continue')).toBeNull();
  });

  it('disables the children of a mapped array field and the array field of a mapped child', async () => {
    await mapFile('customers.csv');
    await choose(
      within(fieldRow('טלפונים')).getByRole('combobox', { name: 'Column from File: טלפונים' }),
      /^תעודת זהות/,
    );
    expect(within(fieldRow('מספר טלפון')).getByText('Parent field "טלפונים" is already mapped')).toBeInTheDocument();
    expect(
      within(fieldRow('מספר טלפון')).getByRole('combobox', { name: 'Column from File: מספר טלפון' }),
    ).toHaveAttribute('aria-disabled', 'true');

    await choose(
      within(fieldRow('טלפונים')).getByRole('combobox', { name: 'Column from File: טלפונים' }),
      'Not mapped',
    );
    expect(within(fieldRow('מספר טלפון')).queryByText(/already mapped/)).toBeNull();
    await choose(within(fieldRow('סוג')).getByRole('combobox', { name: 'Column from File: סוג' }), /^עיר/);
    expect(within(fieldRow('טלפונים')).getByText('Child field(s) already mapped')).toBeInTheDocument();
  });

  it('returns to file selection on change file', async () => {
    await mapFile('customers.csv');
    await user.click(screen.getByRole('button', { name: 'Change file' }));
    expect(screen.getByText('Drag and drop an Excel or CSV file here')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('ImportWizard: transformations', () => {
  it('auto-detects transformations against the option labels and counts them', async () => {
    await mapFile('customers.xlsx');
    const dialog = await openRowDialog('סטטוס', 'Transformations', 'Configure Transformations');
    await within(dialog).findByRole('button', { name: 'Use "פעיל" as the source value' }, WAIT);
    expect(within(dialog).getByText('No transformations yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Auto-detect' }));
    expect(
      within(dialog).getByText('Automatically created 4 transformations by matching source values to target labels.'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(fieldRow('סטטוס')).getByRole('button', { name: '4 transformations: סטטוס' })).toBeInTheDocument();
  });

  it('adds a transformation only with a source and a target, and reports values it cannot match', async () => {
    await mapFile('customers.csv');
    const dialog = await openRowDialog('עיר', 'Transformations', 'Configure Transformations');
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.click(await within(dialog).findByRole('button', { name: 'Use "Beer Sheva" as the source value' }, WAIT));
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Target value' }), 'באר שבע');
    await user.click(add);
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Beer Sheva → באר שבע');
  });
});

describe('ImportWizard: related data', () => {
  it('joins a related phones file on the customer key', async () => {
    await mapFile('customers.xlsx');
    const dialog = await openRowDialog('טלפונים', 'Related data', 'Configure Related Data');
    await user.upload(within(dialog).getByTestId('import-file-input'), fixtureFile('phones.csv'));
    await within(dialog).findByText('phones.csv', {}, WAIT);
    expect(within(dialog).getByRole('combobox', { name: 'Key column in the main file' })).toHaveTextContent('קוד לקוח');
    expect(within(dialog).getByRole('combobox', { name: 'Key column in the related file' })).toHaveTextContent(
      'קוד לקוח',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Column from File: מספר טלפון' })).toHaveTextContent('טלפון');
    expect(within(dialog).getByRole('combobox', { name: 'Column from File: סוג' })).toHaveTextContent('סוג');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(fieldRow('טלפונים')).getByText('From a related file: phones.csv')).toBeInTheDocument();
    expect(within(fieldRow('מספר טלפון')).getByText('Parent field "טלפונים" is already mapped')).toBeInTheDocument();
  });
});

describe('ImportWizard: a large CSV file', () => {
  it('maps the columns from the first rows read, and its preview waits for the rest of the file', async () => {
    const engine = pausingAfterDraft();
    renderWizard({ schema: customersSchema, onImport: () => undefined }, 'en', engine.transport);
    const lines = Array.from({ length: 60_000 }, (_, i) => `Name ${i},Family,${i}.5`);
    await user.upload(fileInput(), new File([['שם פרטי,שם משפחה,יתרה', ...lines].join('\n')], 'big.csv'));
    // The first rows are mapped while the file is still being read: its bar shows, its row count does not yet.
    await waitForMapping();
    expect(screen.getByRole('progressbar', { name: 'Processing your file...' })).toBeInTheDocument();
    expect(screen.queryByText(/rows\)$/)).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Mark this if file has a header row' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Preview Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data Preview & Edit' });
    expect(within(dialog).getByText('Preparing the preview…')).toBeInTheDocument();
    engine.resume();
    expect(
      await within(dialog).findByText('Showing all 60,000 records. You can edit values directly.', {}, WAIT),
    ).toBeInTheDocument();
    expect(await screen.findByText('(60,000 rows)')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Processing your file...' })).toBeNull();
  });
});

describe('ImportWizard: preview and import', () => {
  it('previews every record, marks cells to fix, lets them be edited and imports the records', async () => {
    const onImport = vi.fn<(records: ImportRecord[]) => Promise<void>>(() => Promise.resolve());
    // Few enough fields for every preview column to be drawn (the grid virtualises columns too).
    const schema = customersSchema.filter((f) =>
      ['first_name', 'last_name', 'birth_date', 'balance', 'address.city'].includes(f.id),
    );
    await mapFile('customers.xlsx', { schema, onImport }, 'יתרה');
    const dialog = await openPreview();
    expect(
      await within(dialog).findByText('Showing all 6 records. You can edit values directly.', {}, WAIT),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('2 rows with errors')).toBeInTheDocument();
    const bad = within(dialog).getByText('abc').closest('[role="gridcell"]') as HTMLElement;
    expect(bad).toHaveClass('ss-error');
    await user.click(bad);
    await user.keyboard('77{Enter}');
    await waitFor(() => expect(within(dialog).getByText('1 row with errors')).toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Import Data' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(onImport).toHaveBeenCalledTimes(1);
    const records = onImport.mock.calls[0][0];
    expect(records).toHaveLength(6);
    expect(records[2]).toEqual({
      first_name: 'מיכל',
      last_name: 'אברהם',
      birth_date: '1978-12-23',
      balance: 77,
      address: { city: 'ירושלים' },
    });
    expect(records[4].birth_date).toBeUndefined();
  });

  it('keeps the preview open with the edits when the import fails', async () => {
    const onImport = vi.fn(() => Promise.reject(new Error('offline')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mapFile('customers.csv', { onImport });
    const dialog = await openPreview();
    await user.click(within(dialog).getByRole('button', { name: 'Import Data' }));
    expect(
      await within(dialog).findByText('The import did not finish. Your data is still here; try again.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import Data' })).toBeEnabled();
  });

  it('closes the preview on Cancel without importing', async () => {
    const onImport = vi.fn();
    await mapFile('customers.csv', { onImport });
    const dialog = await openPreview();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onImport).not.toHaveBeenCalled();
  });
});

describe('ImportWizard: the preview opened again', () => {
  it('fades out on Cancel with its records still shown', async () => {
    await mapFile('customers.csv');
    const dialog = await openPreview();
    const showing = await within(dialog).findByText(/^Showing all \d+ records/, {}, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(showing).toBeInTheDocument();
    expect(within(dialog).queryByText('Preparing the preview…')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is a fresh sheet: the search typed before Cancel is gone', async () => {
    await mapFile('customers.csv');
    let dialog = await openPreview();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'Cohen');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openPreview();
    expect(within(dialog).getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });
});

describe('ImportWizard in Hebrew', () => {
  it('speaks Hebrew right to left', async () => {
    renderWizard({ schema: customersSchema, onImport: () => undefined }, 'he');
    expect(screen.getByRole('heading', { name: 'העלאה ומיפוי נתונים' })).toBeInTheDocument();
    expect(screen.getByText('יש לגרור לכאן קובץ Excel או CSV')).toBeInTheDocument();
    await upload('customers.xlsx');
    const table = await screen.findByRole('table', { name: 'התאמת השדות לעמודות הקובץ' }, WAIT);
    await findRowHeader(table, /^סוג/);
    expect(screen.getByRole('checkbox', { name: 'יש לסמן אם בשורה הראשונה של הקובץ יש כותרות' })).toBeChecked();
    expect(screen.getByRole('columnheader', { name: 'עמודה בקובץ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'תצוגה מקדימה' })).toBeInTheDocument();
  });
});
