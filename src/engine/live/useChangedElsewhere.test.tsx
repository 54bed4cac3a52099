import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../dataProvider/errors';
import { showToast } from '../../notifications/toasts';
import { announceRecordsChanged } from './recordsChanged';
import { useChangedElsewhere } from './useChangedElsewhere';

vi.mock('../../notifications/toasts', () => ({ showToast: vi.fn() }));

type Order = { id: number; status: string; notes: string };
const shown: Order = { id: 7, status: 'pending', notes: '' };

function setUp(read: () => Promise<Order>, dirty: boolean) {
  const take = vi.fn();
  const hook = renderHook(() => useChangedElsewhere({ path: '/ecommerce/order', shown, read, take, dirty }));
  return { take, hook };
}

describe('a bespoke record page learning of changes made elsewhere', () => {
  it('takes a new version at once when nothing is typed, and reads nothing for other paths', async () => {
    const read = vi.fn(async () => ({ ...shown, status: 'paid' }));
    const { take, hook } = setUp(read, false);
    act(() => announceRecordsChanged(['/support']));
    expect(read).not.toHaveBeenCalled();
    act(() => announceRecordsChanged(['/ecommerce/order']));
    await waitFor(() => expect(take).toHaveBeenCalledWith({ ...shown, status: 'paid' }));
    expect(hook.result.current.news).toBeNull();
    expect(vi.mocked(showToast).mock.calls.at(-1)?.[0]).toMatch(/changed_elsewhere\.updated|updated/);
  });

  it('does nothing when the record read again is the one on screen (another order changed)', async () => {
    const read = vi.fn(async () => ({ ...shown }));
    const { take, hook } = setUp(read, false);
    act(() => announceRecordsChanged(['/ecommerce/order']));
    await waitFor(() => expect(read).toHaveBeenCalled());
    await act(async () => undefined);
    expect(take).not.toHaveBeenCalled();
    expect(hook.result.current.news).toBeNull();
  });

  it('offers the new version beside unsaved edits, and takes it only when asked', async () => {
    const { take, hook } = setUp(async () => ({ ...shown, notes: 'מישהו אחר' }), true);
    act(() => announceRecordsChanged(['/ecommerce/order']));
    await waitFor(() =>
      expect(hook.result.current.news).toEqual({ kind: 'changed', fresh: { ...shown, notes: 'מישהו אחר' } }),
    );
    expect(take).not.toHaveBeenCalled();
    act(() => hook.result.current.load());
    expect(take).toHaveBeenCalledWith({ ...shown, notes: 'מישהו אחר' });
    expect(hook.result.current.news).toBeNull();
  });

  it('says the record is gone when it is read again as a 404', async () => {
    const { hook } = setUp(() => Promise.reject(new ApiError('Not Found', 404)), false);
    act(() => announceRecordsChanged(['/ecommerce/order']));
    await waitFor(() => expect(hook.result.current.news).toEqual({ kind: 'deleted' }));
  });
});
