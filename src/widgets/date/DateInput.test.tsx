import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../../i18n/en';
import he from '../../i18n/he';
import { DateInput } from './DateInput';
import { NOT_A_DATE } from './pickerValue';

const providers = {
  en: polyglotI18nProvider(() => en as never, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true }),
  he: polyglotI18nProvider(() => he as never, 'he', [{ locale: 'he', name: 'עברית' }], { allowMissing: true }),
};

function Harness({ initial, sent, min }: { initial: string; sent: string[]; min?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateInput
      label="Born"
      value={value}
      min={min}
      onChange={(next) => {
        sent.push(next);
        setValue(next);
      }}
    />
  );
}

const show = async (locale: 'en' | 'he', initial = '', min?: string) => {
  const sent: string[] = [];
  render(
    <AdminContext i18nProvider={providers[locale]}>
      <Harness initial={initial} sent={sent} min={min} />
    </AdminContext>,
  );
  const field = await screen.findByRole('group', { name: 'Born' }, { timeout: 20_000 });
  return { sent, field, hidden: () => field.parentElement!.querySelector('input')! };
};

const sectionOf = (field: HTMLElement, index: number) =>
  field.querySelectorAll<HTMLElement>('[role="spinbutton"]')[index]!;

afterEach(cleanup);

describe('the date input', () => {
  it('shows a date as DD.MM.YY and sends what is typed, section by section, as an ISO day', async () => {
    const user = userEvent.setup();
    const { sent, hidden, field } = await show('en', '2024-06-05');
    expect(hidden().value).toBe('05.06.24');
    await user.click(sectionOf(field, 0));
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.keyboard('25122026');
    await waitFor(() => expect(sent.at(-1)).toBe('2026-12-25'));
    expect(hidden().value).toBe('25.12.26');
  });

  it('keeps a half-typed date and says in English that it is not a date once the field is left', async () => {
    const user = userEvent.setup();
    const { sent, hidden, field } = await show('en');
    await user.click(sectionOf(field, 0));
    await user.keyboard('3104');
    await act(async () => (document.activeElement as HTMLElement).blur());
    // half a date: kept as typed, refused by the form, and the field says why
    expect(hidden().value).toBe('31.04.YY');
    expect(sent.at(-1)).toBe(NOT_A_DATE);
    expect(await screen.findByText('Enter a real date (day.month.year)')).toBeInTheDocument();
    await user.click(sectionOf(field, 2));
    await user.keyboard('26');
    // 31 April is no date either: the text stays, the value sent says it is not a date
    expect(hidden().value).toBe('31.04.26');
    expect(sent.at(-1)).toBe(NOT_A_DATE);
  });

  it('says it in Hebrew, and names the earliest day allowed', async () => {
    const user = userEvent.setup();
    const { field } = await show('he', '', '2026-05-01');
    await user.click(sectionOf(field, 0));
    // an empty date shows its sections in Hebrew letters: day, month, year
    expect([0, 1, 2].map((i) => sectionOf(field, i).textContent)).toEqual(['יי', 'חח', 'שש']);
    await user.keyboard('300426');
    await act(async () => (document.activeElement as HTMLElement).blur());
    expect(await screen.findByText('לא לפני 01.05.26')).toBeInTheDocument();
  });

  it('clears to an empty value', async () => {
    const user = userEvent.setup();
    const { sent, field } = await show('en', '2024-06-05');
    await user.click(sectionOf(field, 0));
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(sent.at(-1)).toBe(''));
  });

  it('opens a calendar of six weeks, in Hebrew', async () => {
    const user = userEvent.setup();
    await show('he', '2026-02-10');
    await user.click(screen.getByRole('button', { name: /בחירת תאריך/ }));
    const grid = await screen.findByRole('grid');
    const weeks = [...grid.querySelectorAll('[role="row"]')].filter((row) => row.querySelector('[role="gridcell"]'));
    expect(weeks).toHaveLength(6);
    expect(screen.getByText('פברואר 2026')).toBeInTheDocument();
  });

  it('shows the year grid 18 years a page from 10 before the chosen year; its arrows move 21 years and respect the limits', async () => {
    const user = userEvent.setup();
    const { sent } = await show('en', '1980-05-04', '1950-01-01');
    await user.click(screen.getByRole('button', { name: /Choose date/ }));
    await user.click(await screen.findByRole('button', { name: /switch to year view/ }));
    // the grid's years, read straight from the DOM (role queries over the whole calendar are slow on a busy machine)
    const years = () => [...document.querySelectorAll('[role="radio"]')].map((year) => Number(year.textContent));
    await waitFor(() => expect(years()).toEqual(Array.from({ length: 18 }, (_, i) => 1970 + i)));
    expect(screen.getByRole('button', { name: 'Back to the days of the month' })).toHaveTextContent('1970–1987');
    await user.click(screen.getByRole('button', { name: 'Later years' }));
    await waitFor(() => expect(years()[0]).toBe(1991));
    await user.click(screen.getByRole('button', { name: 'Earlier years' }));
    await user.click(screen.getByRole('button', { name: 'Earlier years' }));
    // the page from 1949 is cut at the earliest day allowed, and there is nothing earlier to page to
    await waitFor(() => expect(years()).toEqual(Array.from({ length: 17 }, (_, i) => 1950 + i)));
    expect(screen.getByRole('button', { name: 'Earlier years' })).toBeDisabled();
    await user.click(
      [...document.querySelectorAll<HTMLElement>('[role="radio"]')].find((year) => year.textContent === '1955')!,
    );
    await waitFor(() => expect(sent.at(-1)).toBe('1955-05-04'));
    // no complaint about the page's narrower limits
    expect(screen.queryByText(/Not before|Not after/)).toBeNull();
  });
});

describe('the date input in a table cell', () => {
  it('is named without a label shown', async () => {
    render(
      <AdminContext i18nProvider={providers.en}>
        <DateInput
          label=""
          ariaLabel="Joined 3"
          value="2024-06-05"
          onChange={() => undefined}
          size="small"
          variant="standard"
        />
      </AdminContext>,
    );
    expect(await screen.findByRole('group', { name: 'Joined 3' }, { timeout: 20_000 })).toBeInTheDocument();
  });
});
