// The import history and report every importing resource shows (the customers' are the same dialog): a past
// import opened from the history, with its refused rows in the resource's words, then reverted after a confirm.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderAdmin } from '../../customers/testing';
import type { entityImportApi, EntityImportReport, ImportFailure } from './entityImportApi';
import { ImportHistoryDialog } from './ImportHistoryDialog';

type Report = EntityImportReport & { failed: ImportFailure[] };

const past: Report = {
  id: 5,
  status: 'completed',
  total_rows: 3,
  created: 2,
  failed_count: 1,
  failed: [{ row: 2, reasons: [{ type: 'value_error', loc: ['first_name'], msg: 'Value error, already exists', input: 'x', ctx: { code: 'unique' } }] }],
  created_by_name: 'דנה כהן',
  created_at: '2026-11-20T09:15:00Z',
  reverted_at: null,
};

const apiOf = (): ReturnType<typeof entityImportApi> => ({
  run: vi.fn(),
  history: vi.fn(() => Promise.resolve({ items: [past], total: 1 })),
  get: vi.fn(() => Promise.resolve(past)),
  revert: vi.fn(() => Promise.resolve({ ...past, status: 'reverted' as const, reverted_at: '2026-11-21T10:00:00Z' })),
});

describe('an import history of a generated resource', () => {
  afterEach(cleanup);

  it('opens a past report with its refused rows in the resource field names, and reverts it after a confirm', async () => {
    const api = apiOf();
    const onReverted = vi.fn();
    const { user } = renderAdmin(<ImportHistoryDialog open onClose={() => undefined} api={api} resourceName="customers" onReverted={onReverted} />, { locale: 'he' });
    await user.click(await screen.findByRole('button', { name: 'דוח' }));
    const report = await screen.findByRole('dialog', { name: 'דוח ייבוא' });
    expect(api.get).toHaveBeenCalledWith(5);
    expect(within(report).getByText('יובא על ידי דנה כהן', { exact: false })).toBeInTheDocument();
    expect(within(report).getByRole('group', { name: 'נוצרו' })).toHaveTextContent('2');
    // a resource whose import does not merge shows no merged count
    expect(within(report).queryByRole('group', { name: 'מוזגו' })).toBeNull();
    const failed = within(report).getByRole('table', { name: 'שורות שלא יובאו' });
    expect(within(failed).getAllByRole('row')[1]).toHaveTextContent('3');
    expect(within(failed).getAllByRole('row')[1]).toHaveTextContent('שם פרטי');

    await user.click(within(report).getByRole('button', { name: 'ביטול הייבוא' }));
    const confirm = await screen.findByRole('dialog', { name: /לבטל את הייבוא|אישור|Confirm/ });
    expect(confirm).toHaveTextContent('2 הרשומות שנוצרו בו יימחקו');
    await user.click(within(confirm).getByRole('button', { name: /אישור|Confirm/ }));
    await waitFor(() => expect(api.revert).toHaveBeenCalledWith(5));
    expect(await screen.findByText('הייבוא הזה בוטל.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ביטול הייבוא' })).toBeNull();
    expect(onReverted).toHaveBeenCalled();
  });
});
