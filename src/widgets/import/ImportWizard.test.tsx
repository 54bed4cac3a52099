import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customersSchema } from './testing/customersSchema';
import { fixtureFile, renderWizard } from './testing/renderWizard';
import {
  WAIT,
  choose,
  fieldRow,
  fileInput,
  mapFile,
  openPreview,
  upload,
  user,
  waitForMapping,
  setUpWizardTests,
} from './testing/wizardSteps';

setUpWizardTests();

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
    // Watched from before the upload, and checked in the page as it is while the text shows: on a busy machine the
    // upload's own steps can outlast the delay.
    const whileMatching = waitFor(() => {
      screen.getByText('Matching columns to fields…');
      expect(screen.queryByRole('table', { name: 'Match the fields to the columns of your file' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Preview Data' })).toBeNull();
    }, WAIT);
    await upload('customers.csv');
    await whileMatching;
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
