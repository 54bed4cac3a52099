import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderAdmin } from '../../resources/customers/testing';
import { cmsApi } from './api';
import { NewPageDialog } from './NewPageDialog';

// The calls are stubbed on the API object itself, so the area's hooks (which call it) read the stubs too.
const createPage = vi.spyOn(cmsApi, 'createPage');
vi.spyOn(cmsApi, 'websites').mockResolvedValue({ items: [{ id: 3, name: 'האתר' }], total: 1 } as never);

describe('new page dialog', () => {
  afterEach(cleanup);

  it('creates a page with a Hebrew title and no address typed: shows the address the title gives and leaves it to the server', async () => {
    createPage.mockResolvedValue({ id: 9, website_id: 3, kind: 'page', slug: 'מי-אנחנו' } as never);
    const { user } = renderAdmin(<NewPageDialog open onClose={() => undefined} websiteId={3} kinds={['page']} />);
    await user.type(await screen.findByLabelText(/^Title/), 'מי אנחנו?');
    expect(await screen.findByText('Left empty: מי-אנחנו (or the next one free on the website)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(createPage).toHaveBeenCalledWith(3, { kind: 'page', title: 'מי אנחנו?' }));
  });
});
