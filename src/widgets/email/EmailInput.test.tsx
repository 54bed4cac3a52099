import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { required } from 'react-admin';
import { renderInForm } from '../phone/renderInForm';
import { EmailInput } from './EmailInput';
import { clearDomainVerdicts } from './domainCheck';

const emailBox = () => screen.getByRole('textbox', { name: /email/i });
const save = () => screen.getByRole('button', { name: 'Save' });

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('EmailInput', () => {
  beforeEach(() => {
    clearDomainVerdicts();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('stores the address trimmed and lower-cased', async () => {
    const onSubmit = vi.fn();
    const { user } = renderInForm(<EmailInput source="email" />, { onSubmit });
    await user.type(emailBox(), '  Dana.Levi@Example.COM ');
    expect(emailBox()).toHaveValue('dana.levi@example.com');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ email: 'dana.levi@example.com' });
  });

  it('refuses an address that does not match the pattern', async () => {
    const onSubmit = vi.fn();
    const { user } = renderInForm(<EmailInput source="email" />, { onSubmit });
    await user.type(emailBox(), 'dana@example');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    await user.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(emailBox(), '.com');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument());
  });

  it('marks a required field with a star and asks for a value', async () => {
    const { user } = renderInForm(<EmailInput source="email" label="Email" validate={required()} />);
    expect(document.querySelector('label')).toHaveTextContent(/^Email\s*\*$/);
    await user.click(save());
    expect(await screen.findByText('Required')).toBeInTheDocument();
  });

  it('offers a misspelt common domain and fills it in on click', async () => {
    const { user } = renderInForm(<EmailInput source="email" />);
    await user.type(emailBox(), 'dana@gmial.com');
    const suggestion = screen.getByRole('button', { name: /^Did you mean\W+dana@gmail\.com\W*\?$/ });
    await user.click(suggestion);
    expect(emailBox()).toHaveValue('dana@gmail.com');
    expect(screen.queryByRole('button', { name: /Did you mean/ })).not.toBeInTheDocument();
  });

  it('completes a domain without a dot by prefix', async () => {
    const { user } = renderInForm(<EmailInput source="email" />);
    await user.type(emailBox(), 'dana@hotm');
    await user.click(screen.getByRole('button', { name: /dana@hotmail\.com/ }));
    expect(emailBox()).toHaveValue('dana@hotmail.com');
  });

  it('refuses a disposable address with preventFakeEmails, and only then', async () => {
    const onSubmit = vi.fn();
    const { user } = renderInForm(
      <>
        <EmailInput source="strict" label="Strict email" preventFakeEmails />
        <EmailInput source="open" label="Open email" />
      </>,
      { onSubmit },
    );
    await user.type(screen.getByRole('textbox', { name: 'Strict email' }), 'dana@mailinator.com');
    await user.type(screen.getByRole('textbox', { name: 'Open email' }), 'dana@mailinator.com');
    await user.tab();
    expect(await screen.findAllByText('Please use a non-disposable email address')).toHaveLength(1);
    await user.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: 'Strict email' }));
    await user.type(screen.getByRole('textbox', { name: 'Strict email' }), 'dana@example.com');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ strict: 'dana@example.com', open: 'dana@mailinator.com' });
  });

  it('checks the domain on the server 1 s after typing, shows progress and refuses a domain without MX', async () => {
    localStorage.setItem('access_token', 'secret-token');
    let reply: (response: Response) => void = () => undefined;
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (reply = resolve)));
    const onSubmit = vi.fn();
    const { user } = renderInForm(<EmailInput source="email" serverValidate />, { onSubmit });
    await user.type(emailBox(), 'dana@nowhere-mail.example');
    expect(fetchMock).not.toHaveBeenCalled(); // debounced: nothing while typing
    expect(await screen.findByText('Validating email...', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/email/domain/nowhere-mail.example',
      expect.objectContaining({
        credentials: 'include',
        headers: expect.objectContaining({ Authorization: 'Bearer secret-token' }),
      }),
    );
    reply(answer({ status: 'invalid', has_mx: false }));
    expect(await screen.findByText('This email domain appears to be invalid')).toBeInTheDocument();
    expect(screen.queryByText('Validating email...')).not.toBeInTheDocument();
    await user.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1); // the verdict is cached for this address
  });

  it('accepts a domain the server finds valid', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer({ status: 'valid', has_mx: true }));
    const onSubmit = vi.fn();
    const { user } = renderInForm(<EmailInput source="email" serverValidate />, { onSubmit });
    await user.type(emailBox(), 'dana@example.co.il');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByText('Validating email...')).not.toBeInTheDocument());
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.queryByText('This email domain appears to be invalid')).not.toBeInTheDocument();
  });

  it('stays silent, with a log line only, when the check is unavailable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const onSubmit = vi.fn();
    const { user } = renderInForm(<EmailInput source="email" serverValidate />, { onSubmit });
    await user.type(emailBox(), 'dana@example.com');
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByText('Validating email...')).not.toBeInTheDocument());
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.queryByText('This email domain appears to be invalid')).not.toBeInTheDocument();
    expect(document.querySelector('.Mui-error')).toBeNull();
  });

  it('calls no server without serverValidate', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const { user } = renderInForm(<EmailInput source="email" />);
    await user.type(emailBox(), 'dana@example.com');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('emits one debounced change after typing', async () => {
    const onDebouncedChange = vi.fn();
    const { user } = renderInForm(<EmailInput source="email" onDebouncedChange={onDebouncedChange} />);
    await user.type(emailBox(), 'Dana@Example.com');
    await waitFor(() => expect(onDebouncedChange).toHaveBeenCalled(), { timeout: 2000 });
    expect(onDebouncedChange).toHaveBeenCalledTimes(1);
    expect(onDebouncedChange).toHaveBeenCalledWith('dana@example.com');
  });

  it('reads left to right inside a Hebrew page, with Hebrew messages', async () => {
    const { user } = renderInForm(<EmailInput source="email" label="דוא״ל" />, { locale: 'he' });
    const box = screen.getByRole('textbox', { name: 'דוא״ל' });
    expect(box).toHaveAttribute('dir', 'ltr');
    await user.type(box, 'dana@gmail');
    expect(screen.getByRole('button', { name: /^אולי הכוונה ל-\W*dana@gmail\.com\W*\?$/ })).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('נא להזין כתובת דוא״ל תקינה')).toBeInTheDocument();
  });
});
