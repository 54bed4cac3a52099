import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ScrollManager } from './ScrollManager';

const Page = () => (
  <>
    <ScrollManager />
    <h2 id="notes">Notes</h2>
  </>
);

describe('ScrollManager', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the top on navigation, or smoothly to the element of the hash', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/a'] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });

    await act(() => router.navigate('/b#notes'));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    const calls = scrollTo.mock.calls.length;

    await act(() => router.navigate('/c'));
    expect(scrollTo.mock.calls.length).toBe(calls + 1);
    vi.unstubAllGlobals();
  });
});
