import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ImportWizardProps } from '../../../widgets/import';
import { renderAdmin } from '../testing';
import { CustomerImportButton } from './CustomerImportButton';
import { CustomerImportProvider } from './CustomerImportProvider';
import { importApi } from './importApi';
import type { ImportReport } from './importTypes';

// The wizard is its engineer's (tested there and end to end); here it hands over two records at once.
const wizardSchema = vi.fn();
vi.mock('../../../widgets/import', () => ({
  LazyImportWizard: ({ schema, onImport, onCancel }: ImportWizardProps) => {
    wizardSchema(schema);
    return (
      <div>
        <button type="button" onClick={() => void Promise.resolve(onImport(records)).catch(() => undefined)}>
          Import Data
        </button>
        <button type="button" onClick={onCancel}>
          Cancel wizard
        </button>
      </div>
    );
  },
}));
vi.mock('./importApi', () => ({ importApi: { run: vi.fn(), revert: vi.fn(), get: vi.fn(), any: vi.fn() } }));
const api = vi.mocked(importApi);

const records = [
  { first_name: 'דנה', last_name: 'כהן', emails: [{ value: 'dana@example.com' }] },
  { first_name: 'יוסי', phones: [{ value: '12' }] },
];

const report: ImportReport = {
  id: 5,
  status: 'completed',
  total_rows: 2,
  created: 1,
  merged: 0,
  failed_count: 1,
  failed: [
    {
      row: 1,
      who: 'יוסי',
      reasons: [
        {
          type: 'value_error',
          loc: ['phones', 0, 'value'],
          msg: 'Value error, value is not a valid phone number',
          input: '12',
          ctx: { code: 'phone_invalid' },
        },
      ],
    },
  ],
  overwrite: ['last_name'],
  created_by: null,
  created_by_name: null,
  created_at: '2026-01-01T00:00:00Z',
  reverted_at: null,
};

const withProvider = (
  <CustomerImportProvider>
    <CustomerImportButton />
  </CustomerImportProvider>
);

describe('Import on the customers list', () => {
  beforeEach(() => {
    api.run.mockReset();
    api.revert.mockReset();
    api.get.mockReset();
    api.any.mockReset().mockResolvedValue(false);
    wizardSchema.mockReset();
  });
  afterEach(cleanup);

  const open = async () => {
    const view = renderAdmin(withProvider, { url: '/customers' });
    await view.user.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByRole('button', { name: 'Import Data' });
    return view;
  };

  it('gives the wizard the schema of the customers resource', async () => {
    await open();
    const schema = wizardSchema.mock.calls[0][0] as Array<{
      id: string;
      label: string;
      type: string;
      attrs?: { schema?: Array<{ id: string; label: string }> };
    }>;
    expect(schema.map((f) => f.id)).toEqual([
      'first_name',
      'last_name',
      'national_id',
      'roles',
      'emails',
      'phones',
      'addresses',
    ]);
    expect(schema.find((f) => f.id === 'emails')).toMatchObject({
      label: 'E-mails',
      type: 'array',
      attrs: { schema: [{ id: 'value', label: 'E-mail' }] },
    });
    expect(schema.find((f) => f.id === 'phones')?.attrs?.schema?.map((c) => c.id)).toEqual(['value']);
    expect(schema.find((f) => f.id === 'addresses')?.attrs?.schema?.map((c) => c.id)).toEqual([
      'street',
      'city',
      'zip',
      'country',
    ]);
  });

  it('posts the records with the chosen overwrites and shows the report with each failed row and its reasons', async () => {
    api.run.mockResolvedValue(report);
    const { user } = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Last name' }));
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(api.run).toHaveBeenCalledWith(records, ['last_name']);
    const dialog = await screen.findByRole('dialog', { name: 'Import report' });
    expect(within(dialog).getByText('Created').previousSibling).toHaveTextContent('1');
    expect(within(dialog).getByText('Failed').previousSibling).toHaveTextContent('1');
    const failed = within(dialog).getByRole('table', { name: 'Rows not imported' });
    expect(within(failed).getAllByRole('row')[1]).toHaveTextContent(/^2יוסיPhone is not a valid phone number$/);
  });

  it('reverts from the report after the confirm', async () => {
    api.run.mockResolvedValue(report);
    api.revert.mockResolvedValue({ ...report, status: 'reverted', reverted_at: '2026-01-01T01:00:00Z' });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import report' });
    await user.click(within(dialog).getByRole('button', { name: 'Revert import' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(confirm).toHaveTextContent('The 1 customers it created will be deleted');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.revert).toHaveBeenCalledWith(5));
    expect(await within(dialog).findByText('This import was reverted.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Revert import' })).not.toBeInTheDocument();
  });

  it('keeps the wizard open when the server refuses the import', async () => {
    api.run.mockRejectedValue(new Error('413'));
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    await waitFor(() => expect(api.run).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Import Data' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Import report' })).not.toBeInTheDocument();
  });

  it('links to the import history once someone has imported', async () => {
    api.any.mockResolvedValue(true);
    const { user, location } = renderAdmin(withProvider, { url: '/customers' });
    const history = await screen.findByRole('link', { name: 'Import history' });
    await user.click(history);
    expect(location.current?.pathname).toBe('/customer-imports');
  });

  it('offers no history before the first import, and offers it after one', async () => {
    api.run.mockResolvedValue(report);
    const { user } = renderAdmin(withProvider, { url: '/customers' });
    await waitFor(() => expect(api.any).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: 'Import history' })).not.toBeInTheDocument();
    api.any.mockResolvedValue(true);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await user.click(await screen.findByRole('button', { name: 'Import Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import report' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('link', { name: 'Import history' })).toBeInTheDocument();
  });

  it('keeps the words beside the icons on the empty list', async () => {
    api.any.mockResolvedValue(true);
    renderAdmin(
      <CustomerImportProvider>
        <CustomerImportButton labelled />
      </CustomerImportProvider>,
      { url: '/customers' },
    );
    expect(await screen.findByRole('link', { name: 'Import history' })).toHaveTextContent('Import history');
    expect(screen.getByRole('button', { name: 'Import' })).toHaveTextContent('Import');
  });
});
