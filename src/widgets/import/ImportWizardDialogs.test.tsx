import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customersSchema } from './testing/customersSchema';
import { fixtureFile, pausingAfterDraft, renderWizard } from './testing/renderWizard';
import {
  WAIT,
  fieldRow,
  fileInput,
  mapFile,
  openRowDialog,
  user,
  waitForMapping,
  setUpWizardTests,
} from './testing/wizardSteps';

setUpWizardTests();

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
