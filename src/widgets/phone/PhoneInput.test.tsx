import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { ArrayInput, required, SimpleFormIterator } from 'react-admin';
import { PhoneInput } from './PhoneInput';
import { renderInForm } from './renderInForm';
import { GEO_CACHE_KEY } from './startingCountry';

const phoneBox = () => screen.getByRole('textbox', { name: /phone/i });
const picker = () => screen.getByRole('button', { name: /^Country:/ });

const setLanguages = (languages: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
};

describe('PhoneInput', () => {
  beforeEach(() => {
    sessionStorage.clear();
    setLanguages(['he-IL', 'he']);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('starts from the country of the browser language', () => {
    renderInForm(<PhoneInput source="phone" />);
    expect(picker()).toHaveAccessibleName('Country: Israel');
  });

  it('starts from another language too', () => {
    setLanguages(['en-GB']);
    renderInForm(<PhoneInput source="phone" />);
    expect(picker()).toHaveAccessibleName('Country: United Kingdom');
  });

  it('switches the country when +44 is typed', async () => {
    const { user } = renderInForm(<PhoneInput source="phone" />);
    await user.type(phoneBox(), '+44');
    expect(picker()).toHaveAccessibleName('Country: United Kingdom');
    await user.type(phoneBox(), ' 7400 123456');
    expect(picker()).toHaveAccessibleName('Country: United Kingdom');
  });

  it('reformats a valid number on blur and stores it as E.164', async () => {
    const onSubmit = vi.fn();
    const { user } = renderInForm(<PhoneInput source="phone" />, { onSubmit });
    await user.type(phoneBox(), '0501234567');
    await user.tab();
    expect(phoneBox()).toHaveValue('+972 50 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ phone: '+972501234567' });
  });

  it('keeps an extension', async () => {
    const onSubmit = vi.fn();
    const { user } = renderInForm(<PhoneInput source="phone" />, { onSubmit });
    await user.type(phoneBox(), '+972501234567 ext. 12');
    await user.tab();
    expect(phoneBox()).toHaveValue('+972 50 123 4567 ext. 12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ phone: '+972501234567;ext=12' });
  });

  it('shows the error and the invalid style on blur, blocks saving, and clears once fixed', async () => {
    const onSubmit = vi.fn();
    const { user } = renderInForm(<PhoneInput source="phone" />, { onSubmit });
    await user.type(phoneBox(), '050123');
    await user.tab();
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(phoneBox()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneBox()).toHaveValue('050123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(phoneBox(), '4567');
    await waitFor(() => expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument());
    expect(phoneBox()).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses letters', async () => {
    const { user } = renderInForm(<PhoneInput source="phone" />);
    await user.type(phoneBox(), 'call me');
    await user.tab();
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
  });

  it('leaves an empty optional field alone, and shows the required message for a required one', async () => {
    const onSubmit = vi.fn();
    const { user } = renderInForm(
      <>
        <PhoneInput source="home" label="Home phone" />
        <PhoneInput source="mobile" label="Mobile phone" validate={required()} />
      </>,
      { onSubmit },
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument();
  });

  it('marks a required field with a star after the label', () => {
    renderInForm(<PhoneInput source="phone" label="Mobile" validate={required()} />);
    const label = document.querySelector('label');
    expect(label).toHaveTextContent(/^Mobile\s*\*$/);
  });

  it('uses the label as placeholder, else Phone Number', () => {
    renderInForm(
      <>
        <PhoneInput source="a" label="Mobile" />
        <PhoneInput source="b" label={false} />
        <PhoneInput source="c" label="Work" placeholder="050-0000000" />
      </>,
    );
    const boxes = screen.getAllByRole('textbox');
    expect(boxes.map((box) => box.getAttribute('placeholder'))).toEqual(['Mobile', 'Phone Number', '050-0000000']);
  });

  it('fills + and the dial code when a country is chosen for an empty value', async () => {
    const { user } = renderInForm(<PhoneInput source="phone" />);
    await user.click(picker());
    await user.click(await screen.findByRole('option', { name: /United Kingdom/ }));
    expect(phoneBox()).toHaveValue('+44');
    expect(picker()).toHaveAccessibleName('Country: United Kingdom');
    await waitFor(() => expect(phoneBox()).toHaveFocus());
  });

  it('prefixes the dial code to a national number without its leading zero', async () => {
    const { user } = renderInForm(<PhoneInput source="phone" defaultCountry="US" />);
    await user.type(phoneBox(), '050-123-4567');
    await user.click(picker());
    await user.click(await screen.findByRole('option', { name: /Israel/ }));
    expect(phoneBox()).toHaveValue('+972 50-123-4567');
  });

  it('shows a stored number in international format and swaps its dial code on a country change', async () => {
    const onSubmit = vi.fn();
    const { user } = renderInForm(<PhoneInput source="phone" />, { record: { phone: '+972501234567' }, onSubmit });
    expect(phoneBox()).toHaveValue('+972 50 123 4567');
    await user.click(picker());
    await user.type(await screen.findByRole('textbox', { name: 'Search country, code or dial code' }), 'germ');
    await user.click(screen.getByRole('option', { name: /Germany/ }));
    expect(phoneBox()).toHaveValue('+49 50 123 4567');
    expect(picker()).toHaveAccessibleName('Country: Germany');
  });

  it('shows the search above 7 countries and focuses it', async () => {
    const { user } = renderInForm(<PhoneInput source="phone" />);
    await user.click(picker());
    const search = await screen.findByRole('textbox', { name: 'Search country, code or dial code' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.type(search, '+44');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.slice(0, 4).map((option) => option.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('United Kingdom'), expect.stringContaining('Jersey')]),
    );
  });

  it('hides the search with 7 countries or fewer and limits the list to the included countries', async () => {
    const { user } = renderInForm(<PhoneInput source="phone" includeCountries={['IL', 'US', 'GB']} />);
    await user.click(picker());
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Israel'),
      expect.stringContaining('United Kingdom'),
      expect.stringContaining('United States'),
    ]);
    expect(screen.queryByRole('textbox', { name: 'Search country, code or dial code' })).not.toBeInTheDocument();
  });

  it('leaves the excluded countries out', async () => {
    const { user } = renderInForm(<PhoneInput source="phone" excludeCountries={['GB']} />);
    await user.click(picker());
    await user.type(await screen.findByRole('textbox', { name: /Search/ }), 'united');
    expect(screen.queryByRole('option', { name: /United Kingdom/ })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /United States/ })).toBeInTheDocument();
  });

  it('refuses a number of a country that is not offered', async () => {
    const { user } = renderInForm(<PhoneInput source="phone" includeCountries={['IL']} />);
    await user.type(phoneBox(), '+44 7400 123456');
    await user.tab();
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
  });

  it('disables the dropdown when only one country is offered', () => {
    renderInForm(<PhoneInput source="phone" includeCountries={['IL']} />);
    expect(picker()).toBeDisabled();
  });

  it('asks a configured location service once per session', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ country_code: 'FR' }), { headers: { 'Content-Type': 'application/json' } }),
      );
    renderInForm(<PhoneInput source="phone" geoLookupUrl="https://geo.example/json" />);
    await waitFor(() => expect(picker()).toHaveAccessibleName('Country: France'));
    expect(fetchMock).toHaveBeenCalledWith('https://geo.example/json');
    expect(sessionStorage.getItem(GEO_CACHE_KEY)).toBe('FR');
  });

  it('calls no location service unless one is configured', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderInForm(<PhoneInput source="phone" />);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('works inside an ArrayInput', async () => {
    const onSubmit = vi.fn();
    const { user } = renderInForm(
      <ArrayInput source="phones" resource="customers">
        <SimpleFormIterator>
          <PhoneInput source="value" label="Phone" />
        </SimpleFormIterator>
      </ArrayInput>,
      { record: { phones: [{ value: '+972501234567' }, { value: '+447400123456' }] }, onSubmit },
    );
    const boxes = screen.getAllByRole('textbox', { name: 'Phone' });
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['+972 50 123 4567', '+44 7400 123456']);
    await user.clear(boxes[1]);
    await user.type(boxes[1], '07400 123457'); // read as a number of the row's country, United Kingdom
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ phones: [{ value: '+972501234567' }, { value: '+447400123457' }] });
  });

  it('reads left to right inside a Hebrew page, with Hebrew messages', async () => {
    const { user } = renderInForm(<PhoneInput source="phone" label="טלפון" />, { locale: 'he' });
    const box = screen.getByRole('textbox', { name: 'טלפון' });
    expect(box).toHaveAttribute('dir', 'ltr');
    expect(document.querySelector('label')).not.toHaveAttribute('dir');
    expect(screen.getByRole('button', { name: 'מדינה: ישראל' })).toBeInTheDocument();
    await user.type(box, '12');
    await user.tab();
    expect(await screen.findByText('נא להזין מספר טלפון תקין')).toBeInTheDocument();
  });
});
