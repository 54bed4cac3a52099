import { fireEvent, render, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, RecordContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../../i18n/en';
import { newsletterApi } from './api';
import { CampaignSendPanel } from './CampaignSendPanel';

const i18nProvider = polyglotI18nProvider(() => en as never, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

describe('scheduling a campaign', () => {
  it('asks first, naming the campaign and how many it goes to, and schedules only on yes', async () => {
    vi.spyOn(newsletterApi, 'recipients').mockResolvedValue({ recipients: 3 } as never);
    const send = vi.spyOn(newsletterApi, 'send').mockResolvedValue({} as never);
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <RecordContextProvider
          value={{ id: 5, name: 'Winter books', status: 'draft', updated_at: '2026-11-28T10:00:00Z' }}
        >
          <CampaignSendPanel inForm={false} />
        </RecordContextProvider>
      </AdminContext>,
    );
    await screen.findByText(/3 recipients/);
    fireEvent.click(
      screen.getByRole('button', { name: i18nProvider.translate('newsletter.campaign.schedule_button') }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/Schedule "Winter books" to be sent at .+ to 3 recipients\?/);
    expect(send).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: i18nProvider.translate('ra.action.confirm') }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(5, expect.any(String)));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });
});
