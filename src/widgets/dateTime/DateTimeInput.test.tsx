import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../../i18n/en';
import he from '../../i18n/he';
import { NOT_A_DATE } from '../date/pickerValue';
import { DateTimeInput } from './DateTimeInput';
import { TimeInput } from './TimeInput';

const providers = {
  en: polyglotI18nProvider(() => en as never, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true }),
  he: polyglotI18nProvider(() => he as never, 'he', [{ locale: 'he', name: 'עברית' }], { allowMissing: true }),
};

function Harness({ kind, initial, sent }: { kind: 'dateTime' | 'time'; initial: string | null; sent: string[] }) {
  const [value, setValue] = useState(initial);
  const Input = kind === 'time' ? TimeInput : DateTimeInput;
  return (
    <Input
      label="When"
      value={value}
      onChange={(next) => {
        sent.push(next);
        setValue(next);
      }}
    />
  );
}

const show = async (locale: 'en' | 'he', kind: 'dateTime' | 'time', initial: string | null = null) => {
  const sent: string[] = [];
  render(
    <AdminContext i18nProvider={providers[locale]}>
      <Harness kind={kind} initial={initial} sent={sent} />
    </AdminContext>,
  );
  const field = await screen.findByRole('group', { name: 'When' }, { timeout: 20_000 });
  const first = field.querySelector<HTMLElement>('[role="spinbutton"]')!;
  return { sent, first, hidden: () => field.parentElement!.querySelector('input')! };
};

const leave = () => act(async () => (document.activeElement as HTMLElement).blur());

afterEach(cleanup);

describe('the date-time input', () => {
  it('shows DD.MM.YY HH:mm on a 24-hour clock and sends the instant typed', async () => {
    const user = userEvent.setup();
    const local = new Date(2026, 10, 25, 22, 15).toISOString();
    const { sent, first, hidden } = await show('en', 'dateTime', local);
    expect(hidden().value).toBe('25.11.26 22:15');
    await user.click(first);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.keyboard('0102271405');
    await waitFor(() => expect(sent.at(-1)).toBe(new Date(2027, 1, 1, 14, 5).toISOString()));
    expect(hidden().value).toBe('01.02.27 14:05');
  });

  it('keeps half a date-time, refuses it, and says so in Hebrew', async () => {
    const user = userEvent.setup();
    const { sent, first, hidden } = await show('he', 'dateTime');
    await user.click(first);
    await user.keyboard('0102');
    await leave();
    expect(hidden().value).toMatch(/^01\.02\./);
    expect(sent.at(-1)).toBe(NOT_A_DATE);
    expect(await screen.findByText('יש להזין תאריך ושעה קיימים (יום.חודש.שנה שעות:דקות)')).toBeInTheDocument();
  });

  it('clears to an empty value', async () => {
    const user = userEvent.setup();
    const { sent, first } = await show('en', 'dateTime', new Date(2026, 0, 1, 9, 0).toISOString());
    await user.click(first);
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(sent.at(-1)).toBe(''));
  });
});

describe('the time input', () => {
  it('takes HH:mm on a 24-hour clock', async () => {
    const user = userEvent.setup();
    const { sent, first, hidden } = await show('he', 'time', '09:30');
    expect(hidden().value).toBe('09:30');
    await user.click(first);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.keyboard('1745');
    await waitFor(() => expect(sent.at(-1)).toBe('17:45'));
  });

  it('says in English that half a time is not a time', async () => {
    const user = userEvent.setup();
    const { sent, first } = await show('en', 'time');
    await user.click(first);
    await user.keyboard('17');
    await leave();
    expect(sent.at(-1)).toBe(NOT_A_DATE);
    expect(await screen.findByText('Enter a real time (hours:minutes)')).toBeInTheDocument();
  });
});
