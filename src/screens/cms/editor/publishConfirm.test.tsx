import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, Form, TestMemoryRouter } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../../../i18n/en';
import { ToastProvider } from '../../../notifications/ToastProvider';
import { cmsApi, type Page } from '../api';
import { EditorActions } from './PageEditor';

const i18nProvider = polyglotI18nProvider(() => en as never, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

const page = {
  id: 7,
  website_id: 1,
  kind: 'page',
  status: 'draft',
  is_published: false,
  has_draft: true,
  published_at: null,
  publish_at: null,
  updated_at: '2026-11-28T10:00:00Z',
  title: 'Winter events',
  slug: 'winter-events',
  body: '<p>x</p>',
} as unknown as Page;

describe('publishing a page', () => {
  it('asks first, naming the page and who will see it, and publishes only on yes', async () => {
    const publish = vi.spyOn(cmsApi, 'publish').mockResolvedValue({ ...page, is_published: true });
    render(
      <TestMemoryRouter>
        <AdminContext i18nProvider={i18nProvider}>
          <ToastProvider>
            <Form record={page}>
              <EditorActions page={page} saveDraft={async () => undefined} refresh={async () => undefined} />
            </Form>
          </ToastProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
    fireEvent.click(await screen.findByTestId('publish'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Publish "Winter events" on the website? Everyone who visits it will see this version.',
    );
    expect(publish).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(publish).toHaveBeenCalledWith(7));
  });
});
