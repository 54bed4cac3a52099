import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { customersSchema } from './testing/customersSchema';
import { renderWizard } from './testing/renderWizard';
import { WAIT, findRowHeader, mapFile, openPreview, upload, user, setUpWizardTests } from './testing/wizardSteps';
import type { ImportRecord } from './types';

setUpWizardTests();

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
