import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider, type GetListParams } from 'react-admin';
import { listQuery } from '../../../dataProvider/createDataProvider';
import { formatDateTime } from '../../../lib/format';
import customers from '../../../resources/customers';
import customerImports from '../../../resources/customers/import/customerImports';
import { renderAdmin } from '../../../resources/customers/testing';
import productCategoriesDefinition from '../../../../definitions/entities/product-categories';
import { resourceFromDefinition } from '../../fromDefinition';
import { RegistryProvider } from '../../registry';
import { importHistoryApi, type EntityImportReport, type ImportSummary } from './entityImportApi';
import { importHistoryOf } from './importHistory';
import { importHistoryPath } from './importHistoryPath';
import ImportHistoryPage from './ImportHistoryPage';

const productCategories = resourceFromDefinition(productCategoriesDefinition);

const api = { get: vi.fn(), revert: vi.fn() };
vi.mock('./entityImportApi', () => ({ importHistoryApi: vi.fn(() => api) }));
type ImportReport = EntityImportReport & { failed: NonNullable<EntityImportReport['failed']> };

const categoryImports = importHistoryOf(productCategories);
const registry = [customers, customerImports, productCategories, categoryImports];

const newest: ImportSummary = {
  id: 12,
  status: 'completed',
  total_rows: 1200,
  created: 1100,
  merged: 60,
  failed_count: 40,
  created_by_name: 'דנה כהן',
  created_at: '2026-11-20T09:15:00Z',
  reverted_at: null,
};
const older: ImportSummary = {
  ...newest,
  id: 7,
  status: 'reverted',
  total_rows: 6,
  created: 2,
  merged: 0,
  failed_count: 4,
  created_by_name: null,
  created_at: '2026-11-02T16:40:00Z',
  reverted_at: '2026-11-03T08:05:00Z',
};
const reportOf = (summary: ImportSummary): ImportReport => ({ ...summary, failed: [] });

const renderHistory = (items: ImportSummary[], url = '/customer-imports', resource = 'customer-imports') => {
  const getList = vi.fn((_resource: string, _params: GetListParams) =>
    Promise.resolve({ data: items, total: items.length }),
  );
  const view = renderAdmin(
    <RegistryProvider resources={registry}>
      <ResourceContextProvider value={resource}>
        <ImportHistoryPage />
      </ResourceContextProvider>
    </RegistryProvider>,
    { url, dataProvider: { getList: getList as never }, resources: registry },
  );
  return { ...view, getList };
};

describe('import history page', () => {
  beforeEach(() => {
    api.get.mockReset();
    api.revert.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the imports newest first: when, by whom, the counts and the status', async () => {
    renderHistory([newest, older]);
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    for (const header of ['Imported', 'By', 'Rows', 'Created', 'Merged', 'Failed', 'Status']) {
      expect(within(rows[0]!).getByText(header)).toBeInTheDocument();
    }
    expect(rows[1]).toHaveTextContent(formatDateTime(newest.created_at));
    expect(rows[1]).toHaveTextContent('דנה כהן');
    expect(rows[1]).toHaveTextContent('1,200');
    expect(rows[1]).toHaveTextContent('1,100');
    expect(rows[1]).toHaveTextContent('Completed');
    expect(rows[2]).toHaveTextContent('Deleted user');
    expect(rows[2]).toHaveTextContent('Reverted');
    expect(rows[2]).toHaveTextContent(`Reverted on ${formatDateTime(older.reverted_at)}`);
    // The full date in the user's language on hover.
    expect(within(rows[1]!).getByText(formatDateTime(newest.created_at)).closest('bdi')).toHaveAttribute(
      'title',
      expect.stringContaining('2026'),
    );
  });

  it('filters to my imports', async () => {
    const { user, getList } = renderHistory([newest]);
    await screen.findByText('דנה כהן');
    expect(getList.mock.calls[0]![1].filter).toEqual({});
    await user.click(screen.getByRole('switch', { name: 'My imports only' }));
    await waitFor(() => expect(getList.mock.calls.at(-1)![1].filter).toEqual({ mine: true }));
  });

  it('asks the server for its page and "mine" (newest first is the server\'s order)', () => {
    expect(
      listQuery(customerImports.api.list!, {
        pagination: { page: 3, perPage: 25 },
        sort: { field: 'id', order: 'DESC' },
        filter: { mine: true },
      }),
    ).toEqual({
      mine: true,
      skip: 50,
      limit: 25,
    });
    expect(customerImports.api.create ?? customerImports.api.update ?? customerImports.api.delete).toBeUndefined();
  });

  it('opens a report from its row; after a revert the history shows the new status', async () => {
    api.get.mockResolvedValue({
      ...reportOf(newest),
      failed: [
        {
          row: 3,
          reasons: [
            {
              type: 'value_error',
              loc: ['emails', 0, 'value'],
              msg: 'bad',
              input: 'x',
              ctx: { code: 'email_invalid' },
            },
          ],
        },
      ],
    });
    const reverted = { ...reportOf(newest), status: 'reverted' as const, reverted_at: '2026-11-21T10:00:00Z' };
    api.revert.mockResolvedValue(reverted);
    const { user, location, getList } = renderHistory([newest]);
    await user.click(await screen.findByText('דנה כהן'));

    const dialog = await screen.findByRole('dialog', { name: 'Import report' });
    expect(api.get).toHaveBeenCalledWith(12);
    expect(location.current?.search).toBe('?report=12');
    expect(dialog).toHaveTextContent(`Imported by דנה כהן on ${formatDateTime(newest.created_at)}`);
    // Read later, the report has no records to name its rows by: row numbers and reasons only.
    const failed = within(dialog).getByRole('table', { name: 'Rows not imported' });
    expect(within(failed).queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
    expect(within(failed).getAllByRole('row')[1]).toHaveTextContent(/^4/);

    getList.mockResolvedValue({
      data: [{ ...newest, status: 'reverted', reverted_at: reverted.reverted_at }],
      total: 1,
    });
    const calls = getList.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Revert import' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(api.revert).toHaveBeenCalledWith(12));
    expect(await within(dialog).findByText('This import was reverted.')).toBeInTheDocument();
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm' })).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import report' })).not.toBeInTheDocument());
    expect(location.current?.search).toBe('');
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(row).toHaveTextContent('Reverted');
    expect(row).toHaveTextContent(`Reverted on ${formatDateTime(reverted.reverted_at)}`);
  });

  it('opens the report named in the address', async () => {
    api.get.mockResolvedValue(reportOf(older));
    renderHistory([newest, older], '/customer-imports?report=7');
    const dialog = await screen.findByRole('dialog', { name: 'Import report' });
    expect(api.get).toHaveBeenCalledWith(7);
    expect(dialog).toHaveTextContent('This import was reverted.');
    expect(dialog).toHaveTextContent(`Imported on ${formatDateTime(older.created_at)}`);
    expect(importHistoryApi).toHaveBeenCalledWith('/person/import');
  });

  it("is any importing resource's history in generic words: no merged count, back to its own list", async () => {
    const { user } = renderHistory(
      [{ ...newest, merged: undefined }],
      '/shop/product-categories-imports',
      categoryImports.routeName,
    );
    const rows = await screen.findAllByRole('row');
    expect(rows[0]).not.toHaveTextContent('Merged');
    expect(rows[0]).toHaveTextContent('Failed');
    expect(screen.getByRole('link', { name: 'Back to Categories' })).toHaveAttribute(
      'href',
      '/shop/product-categories',
    );
    api.get.mockResolvedValue(reportOf(newest));
    await user.click(screen.getByText('דנה כהן'));
    await screen.findByRole('dialog', { name: 'Import report' });
    expect(importHistoryApi).toHaveBeenCalledWith('/ecommerce/product_category/imports');
  });

  it('is made for every resource that imports, beside its list, with the list and "mine" of the server', () => {
    expect(categoryImports.path).toBe(importHistoryPath(productCategories));
    expect(categoryImports.path).toBe('/shop/product-categories-imports');
    expect(categoryImports.menuUnder).toBe('product-categories');
    expect(
      listQuery(categoryImports.api.list!, {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      }),
    ).toEqual({ skip: 0, limit: 25 });
  });

  it('says so when nobody has imported yet', async () => {
    renderHistory([]);
    expect(await screen.findByText('No customers have been imported yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute('href', '/customers');
  });

  it('shows one line per import on phones, and a tap opens its report', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    api.get.mockResolvedValue(reportOf(newest));
    const { user } = renderHistory([newest, older]);
    const list = await screen.findByRole('list', { name: 'Import history' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Rows 1,200 · Created 1,100 · Merged 60 · Failed 40');
    expect(items[1]).toHaveTextContent('Deleted user');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(items[0]!).getByRole('button'));
    expect(await screen.findByRole('dialog', { name: 'Import report' })).toBeInTheDocument();
  });
});
