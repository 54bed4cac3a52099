import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Create, Edit } from 'react-admin';
import { ApiError } from '../../dataProvider/errors';
import { clearDomainVerdicts } from '../../widgets/email/domainCheck';
import { customerApi } from './customerApi';
import { CustomerForm } from './CustomerForm';
import type { Duplicate, Person } from './customerTypes';
import { renderAdmin } from './testing';

vi.mock('./customerApi', () => ({
  customerApi: { duplicates: vi.fn(), saveInto: vi.fn(), roles: vi.fn(async () => ['customer', 'lead']) },
}));
const api = vi.mocked(customerApi);

const MERGE_QUESTION = 'A user with this email or phone already exists. Do you want to merge with the existing user?';

const existing: Duplicate = {
  id: 40,
  first_name: 'Dana',
  last_name: 'Cohen',
  national_id: null,
  roles: [],
  user_id: null,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
  emails: [{ id: 1, value: 'dana@example.com' }],
  phones: [],
  addresses: [],
  matches: { emails: ['dana@example.com'], phones: [], national_id: false },
};

const newCustomer = { first_name: 'Dana', emails: [{ value: 'dana@example.com' }], phones: [], addresses: [] };

const edited: Person = {
  ...existing,
  id: 12,
  first_name: 'Dana K',
  emails: [
    { id: 5, value: 'dana@example.com' },
    { id: 6, value: 'other@example.com' },
  ],
};

const renderCreate = (
  create = vi.fn(async (_: string, { data }: { data: object }) => ({ data: { ...data, id: 99 } })),
) => {
  const view = renderAdmin(
    <Create resource="customers" record={newCustomer} redirect="edit">
      <CustomerForm />
    </Create>,
    { url: '/customers/create', dataProvider: { create } as never },
  );
  return { ...view, create };
};

const renderEdit = () => {
  const update = vi.fn();
  const view = renderAdmin(
    <Edit resource="customers" id={12} mutationMode="pessimistic" redirect={false}>
      <CustomerForm editedId={12} />
    </Edit>,
    { url: '/customers/12', dataProvider: { getOne: vi.fn(async () => ({ data: edited })), update } as never },
  );
  return { ...view, update };
};

const firstName = () => screen.getByRole('textbox', { name: 'First name' });
const save = () => screen.getByRole('button', { name: 'Save' });
/** Save is offered once something changed. */
const typeLastName = async (user: { type: (el: Element, text: string) => Promise<void> }, text = 'Levi') =>
  user.type(await screen.findByRole('textbox', { name: 'Last name' }), text);

describe('saving a customer', () => {
  beforeEach(() => {
    // The e-mail input's server domain check: unavailable here (it stays silent).
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 503 })),
    );
    api.duplicates.mockReset();
    api.saveInto.mockReset();
    // The e-mail input's checks of an address are shared by the module (one request per address): none in flight
    // from the test before.
    clearDomainVerdicts();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves as usual when nobody has the e-mails and phones', async () => {
    api.duplicates.mockResolvedValue([]);
    const { user, create, location } = renderCreate();
    await typeLastName(user);
    await user.click(save());
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(api.duplicates).toHaveBeenCalledWith({ emails: ['dana@example.com'], phones: [] });
    expect(create.mock.calls[0][1].data).toMatchObject({
      first_name: 'Dana',
      last_name: 'Levi',
      emails: [{ value: 'dana@example.com' }],
    });
    await waitFor(() => expect(location.current?.pathname).toBe('/customers/99'));
    expect(api.saveInto).not.toHaveBeenCalled();
  });

  it('asks before merging; no saves nothing and keeps the form as it was', async () => {
    api.duplicates.mockResolvedValue([existing]);
    const { user, create, location } = renderCreate();
    await typeLastName(user);
    await user.click(save());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MERGE_QUESTION);
    expect(dialog).toHaveTextContent('Dana Cohen');
    expect(dialog).toHaveTextContent('dana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Keep separate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(create).not.toHaveBeenCalled();
    expect(api.saveInto).not.toHaveBeenCalled();
    expect(location.current?.pathname).toBe('/customers/create');
    expect(firstName()).toHaveValue('Dana');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Levi');
  });

  it('yes saves the new customer into the existing person and opens it', async () => {
    api.duplicates.mockResolvedValue([existing]);
    api.saveInto.mockResolvedValue(existing);
    const { user, create, location } = renderCreate();
    await typeLastName(user);
    await user.click(save());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/customers/40'));
    expect(api.saveInto).toHaveBeenCalledTimes(1);
    expect(api.saveInto).toHaveBeenCalledWith(
      40,
      {
        first_name: 'Dana',
        last_name: 'Levi',
        roles: [],
        emails: [{ value: 'dana@example.com' }],
        phones: [],
        addresses: [],
      },
      undefined,
    );
    expect(create).not.toHaveBeenCalled();
  });

  it('yes on an edited customer saves the form and merges it into the existing person in one call, then opens that person', async () => {
    api.duplicates.mockResolvedValue([existing]);
    api.saveInto.mockResolvedValue(existing);
    const { user, update, location } = renderEdit();
    await waitFor(() => expect(firstName()).toHaveValue('Dana K'));
    await typeLastName(user, 'Levi');
    await user.click(save());
    // The save validates the e-mails first (the throw-away domains' list is fetched the first time): wait for the
    // look-up rather than count on a test before this one having fetched it.
    await waitFor(() =>
      expect(api.duplicates).toHaveBeenCalledWith({
        emails: ['dana@example.com', 'other@example.com'],
        phones: [],
        exclude_id: 12,
      }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/customers/40'));
    expect(api.saveInto).toHaveBeenCalledTimes(1);
    const [targetId, body, editedId] = api.saveInto.mock.calls[0]!;
    expect([targetId, editedId]).toEqual([40, 12]);
    // The whole form, the shared e-mail included: the server leaves it to the existing person.
    expect(body).toMatchObject({
      first_name: 'Dana K',
      last_name: 'CohenLevi',
      emails: [{ value: 'dana@example.com' }, { value: 'other@example.com' }],
    });
    expect(update).not.toHaveBeenCalled();
  });

  it('a failed merge of an edited customer keeps the form and its page (nothing was saved)', async () => {
    api.duplicates.mockResolvedValue([existing]);
    api.saveInto.mockRejectedValue(
      new ApiError('PERSON_MERGE_NATIONAL_ID_CONFLICT', 409, 'PERSON_MERGE_NATIONAL_ID_CONFLICT'),
    );
    const { user, update, location } = renderEdit();
    await waitFor(() => expect(firstName()).toHaveValue('Dana K'));
    await typeLastName(user, 'Levi');
    await user.click(save());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(api.saveInto).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location.current?.pathname).toBe('/customers/12');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('CohenLevi');
    expect(update).not.toHaveBeenCalled();
  });

  it('puts server validation errors of the merge on the fields', async () => {
    api.duplicates.mockResolvedValue([existing]);
    api.saveInto.mockRejectedValue(
      new ApiError(
        'First Name must have at most 255 characters',
        422,
        [],
        [{ path: ['first_name'], message: 'First Name must have at most 255 characters' }],
      ),
    );
    const { user, location } = renderCreate();
    await typeLastName(user);
    await user.click(save());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('First Name must have at most 255 characters')).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/customers/create');
  });
});
