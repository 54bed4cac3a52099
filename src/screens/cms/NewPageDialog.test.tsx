import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderAdmin } from '../../resources/customers/testing';
import { NewPageDialog } from './NewPageDialog';

const createPage = vi.fn();
vi.mock('./api', () => ({
  cmsApi: {
    websites: vi.fn().mockResolvedValue({ items: [{ id: 3, name: 'האתר' }], total: 1 }),
    createPage: (...args: unknown[]) => createPage(...args),
  },
}));

describe('new page dialog', () => {
  afterEach(cleanup);

  it('creates a page with a Hebrew title and no address typed: shows the address the title gives and leaves it to the server', async () => {
    createPage.mockResolvedValue({ id: 9, website_id: 3, kind: 'page', slug: 'מי-אנחנו' });
    const { user } = renderAdmin(<NewPageDialog open onClose={() => undefined} websiteId={3} kinds={['page']} />);
    await user.type(await screen.findByLabelText(/^Title/), 'מי אנחנו?');
    expect(await screen.findByText('Left empty: מי-אנחנו (or the next one free on the website)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(createPage).toHaveBeenCalledWith(3, { kind: 'page', title: 'מי אנחנו?' }));
  });
});
