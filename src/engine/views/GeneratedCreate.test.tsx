import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Icon from '@mui/icons-material/Star';
import { AdminContext, ResourceContextProvider, TestMemoryRouter, testDataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../../i18n/en';
import { apiErrorFor } from '../../dataProvider/errors';
import { crud } from '../../dataProvider/endpoints';
import { ToastBridge } from '../../notifications/ToastBridge';
import { ToastProvider } from '../../notifications/ToastProvider';
import { defineResource } from '../defineResource';
import { money, text } from '../fields';
import GeneratedCreate from './GeneratedCreate';
import { normaliseLayout } from './pageLayout';

const i18nProvider = polyglotI18nProvider(() => en as never, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

const options = defineResource({
  name: 'shipping-options',
  path: 'shop/shipping-options',
  icon: Icon,
  api: crud('/ecommerce/shipping_option'),
  fields: { name: text({ required: true }), price: money() },
});

describe('a generated create form', () => {
  it('shows server validation messages on their fields and in a toast', async () => {
    const issue = {
      type: 'string_too_long',
      loc: ['body', 'name'],
      msg: 'String should have at most 200 characters',
      ctx: { max_length: 200 },
    };
    const create = vi.fn().mockRejectedValue(apiErrorFor(422, { detail: [issue] }, i18nProvider.translate));
    render(
      <TestMemoryRouter initialEntries={['/shop/shipping-options/create']}>
        <AdminContext dataProvider={testDataProvider({ create })} i18nProvider={i18nProvider}>
          <ToastProvider>
            <ToastBridge />
            <ResourceContextProvider value="shop/shipping-options">
              <GeneratedCreate resource={options} page={normaliseLayout(['name', 'price'])} />
            </ResourceContextProvider>
          </ToastProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({ name: 'x'.repeat(201) });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name must have at most 200 characters'));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Name must have at most 200 characters')).toBeInTheDocument();
    // The form keeps what the user typed.
    expect(name).toHaveValue('x'.repeat(201));
  });
});
