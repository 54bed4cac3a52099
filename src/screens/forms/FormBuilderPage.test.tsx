import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAdmin } from '../../resources/customers/testing';
import type { FormSchema } from '../../../definitions/forms/rules';
import type { FormRecord } from './api';
import FormBuilderPage from './FormBuilderPage';

const mocks = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn() }));
vi.mock('../../dataProvider/http', async (original) => ({
  ...(await original<typeof import('../../dataProvider/http')>()),
  http: { get: mocks.get, put: mocks.put, post: vi.fn(), delete: vi.fn() },
}));

const schema: FormSchema = {
  steps: [
    {
      id: 'one',
      title: '',
      elements: [
        { id: 'city', kind: 'text', label: 'City' },
        {
          id: 'guests',
          kind: 'array',
          label: 'Guests',
          elements: [
            { id: 'name', kind: 'text', label: 'Name' },
            { id: 'kid', kind: 'check', label: 'Kid' },
            { id: 'school', kind: 'text', label: 'School' },
          ],
        },
      ],
    },
  ],
};
const settings = {
  step_validation: true,
  success_message: '',
  redirect_url: null,
  is_open: true,
  closes_at: null,
  submission_limit: null,
  notify_emails: [],
};
const club: FormRecord = {
  id: 1,
  name: 'club',
  title: 'Club',
  description: '',
  schema,
  settings,
  version: 1,
  submission_count: 0,
  last_submission_at: null,
  open: true,
  nested: {},
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const contact: FormRecord = {
  ...club,
  id: 2,
  name: 'contact',
  title: 'Contact',
  schema: { steps: [{ id: 's', title: '', elements: [{ id: 'phone', kind: 'tel', label: 'Contact phone' }] }] },
};

function renderBuilder() {
  return renderAdmin(
    <Routes>
      <Route path="/forms/:id/edit" element={<FormBuilderPage />} />
    </Routes>,
    { url: '/forms/1/edit' },
  );
}

/** Opens a drop-down by its label and picks an option. */
async function choose(
  user: ReturnType<typeof renderBuilder>['user'],
  scope: HTMLElement,
  label: RegExp | string,
  option: string,
) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('FormBuilderPage', () => {
  beforeEach(() => {
    mocks.get.mockImplementation(async (path: string) => {
      if (path === '/form/1/definition') return club;
      if (path === '/form/contact/definition') return contact;
      if (path === '/form') return { items: [club, contact], total: 2 };
      throw new Error(`unexpected GET ${path}`);
    });
    mocks.put.mockImplementation(async (_path: string, body: Partial<FormRecord>) => ({
      ...club,
      ...body,
      version: 2,
    }));
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  /** Opens the group's settings, as staff do from the step's list. */
  async function openGroup(user: ReturnType<typeof renderBuilder>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Edit "Guests"' }));
    return screen.getByRole('group', { name: 'Edit "Guests"' });
  }
  const savedGroupFields = async (user: ReturnType<typeof renderBuilder>['user']) => {
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocks.put).toHaveBeenCalled());
    return (mocks.put.mock.calls[0]![1] as { schema: FormSchema }).schema.steps[0]!.elements[1]!.elements;
  };

  it("edits a field inside a repeating group in the element's own settings panel, its condition looking back over its item", async () => {
    const { user } = renderBuilder();
    const group = await openGroup(user);
    expect(within(group).getByRole('list', { name: 'Fields' })).toBeInTheDocument();

    // a field of the group opens in the same panel, under its group
    await user.click(within(group).getByRole('button', { name: 'Edit "School"' }));
    const school = screen.getByRole('group', { name: 'Edit "School"' });
    expect(
      within(screen.getByRole('navigation', { name: 'Where the field is' })).getByRole('button', { name: 'Guests' }),
    ).toBeInTheDocument();
    // its condition names the fields before it in the item, not the form's
    await user.click(within(school).getByRole('combobox', { name: /^Field/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Always', 'Name', 'Kid']);
    await user.click(screen.getByRole('option', { name: 'Kid' }));
    await user.type(within(school).getByRole('textbox', { name: 'Value' }), 'true');
    await user.click(within(school).getByLabelText('Required'));

    expect((await savedGroupFields(user))?.[2]).toEqual({
      id: 'school',
      kind: 'text',
      label: 'School',
      when: { field: 'kid', op: 'equals', value: 'true' },
      required: true,
    });
  }, 120_000);

  it('adds a choice field inside a repeating group, set up in its own panel at once; back to the group by its name', async () => {
    const { user } = renderBuilder();
    const group = await openGroup(user);
    await user.click(within(group).getByRole('button', { name: 'Add a field' }));
    const kinds = screen.getAllByRole('menuitem').map((m) => m.textContent);
    expect(kinds).toEqual(expect.arrayContaining(['Drop-down', 'Single choice', 'Table', 'Nested form', 'Row']));
    expect(kinds).not.toContain('Repeating group');
    await user.click(screen.getByRole('menuitem', { name: 'Drop-down' }));
    const select = screen.getByRole('group', { name: 'Edit "New Drop-down"' });
    const options = within(select).getByRole('textbox', { name: 'Options' });
    await user.clear(options);
    await user.paste('a|Morning\nb|Evening');
    await user.click(screen.getByRole('button', { name: 'Guests' }));
    expect(
      within(screen.getByRole('group', { name: 'Edit "Guests"' })).getByRole('button', {
        name: 'Edit "New Drop-down"',
      }),
    ).toBeInTheDocument();

    expect((await savedGroupFields(user))?.[3]).toEqual({
      id: 'select_1',
      kind: 'select',
      label: 'New Drop-down',
      options: [
        { value: 'a', label: 'Morning' },
        { value: 'b', label: 'Evening' },
      ],
    });
  }, 120_000);

  it('builds a row inside a repeating group, its field in its own panel three deep, with number options and radio ids', async () => {
    const { user } = renderBuilder();
    const group = await openGroup(user);
    await user.click(within(group).getByRole('button', { name: 'Add a field' }));
    await user.click(screen.getByRole('menuitem', { name: 'Row' }));
    // the new row opens in the panel, under its group; its fields cannot be rows again
    const row = screen.getByRole('group', { name: /^Edit "New Text/ });
    await user.click(within(row).getByRole('button', { name: 'Add a field' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).not.toContain('Row');
    await user.click(screen.getByRole('menuitem', { name: 'Single choice' }));
    const radio = screen.getByRole('group', { name: 'Edit "New Single choice"' });
    const where = within(screen.getByRole('navigation', { name: 'Where the field is' }));
    expect(where.getByRole('button', { name: 'Guests' })).toBeInTheDocument();
    expect(where.getByRole('button', { name: /^New Text/ })).toBeInTheDocument();
    await choose(user, radio, /^Values are/, 'Numbers');
    const options = within(radio).getByRole('textbox', { name: 'Options' });
    await user.clear(options);
    await user.paste('1|Once\n2|Twice\nmany');
    expect(within(radio).getByText('Not a number: many')).toBeInTheDocument();
    // the preview shows the row inside each item of the group
    const preview = screen.getByTestId('form-preview');
    await user.click(within(preview).getByRole('button', { name: 'Add' }));
    expect(await within(preview).findByLabelText('Twice')).toHaveAttribute('data-option-id', 'opt_2');

    const fields = await savedGroupFields(user);
    expect(fields?.[3]).toMatchObject({
      kind: 'row',
      elements: [
        { kind: 'text' },
        { kind: 'text' },
        {
          id: 'radio_1',
          kind: 'radio',
          options: [
            { id: 'opt_1', value: 1, label: 'Once' },
            { id: 'opt_2', value: 2, label: 'Twice' },
          ],
        },
      ],
    });
  }, 120_000);

  it('shows a nested form in the live preview as soon as it is chosen, before saving', async () => {
    const { user } = renderBuilder();
    const palette = await screen.findByRole('group', { name: 'Add a field' });
    await user.click(within(palette).getByRole('button', { name: 'Nested form' }));
    const settingsPanel = screen.getByRole('group', { name: 'Edit "New Nested form"' });
    await choose(user, settingsPanel, /Nested form/, 'Contact (contact)');
    const preview = screen.getByTestId('form-preview');
    expect(await within(preview).findByRole('textbox', { name: 'Contact phone' })).toBeInTheDocument();
    expect(mocks.get).toHaveBeenCalledWith('/form/contact/definition', expect.anything());
    expect(mocks.put).not.toHaveBeenCalled();
  }, 60_000);
});
