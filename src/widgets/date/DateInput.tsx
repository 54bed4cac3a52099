// The date input (SPEC section 5): typed day.month.year, taken only when it is a real date; a calendar beside it
// whose heading cycles its view day → month → year; days, months and years outside min/max are disabled there.
// The value is ISO YYYY-MM-DD; a typed text that is not a real date goes out as typed, so the form says what is wrong
// (or, with wholeDatesOnly, not at all: a filter keeps its last date).
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { ltrValueSx } from '../ltrField/ltrValueSx';
import { formatDayMonthYear, inRange, isoOf, maskDayMonthYear, monthGrid, monthInRange, nextView, parseDayMonthYear, yearInRange, type PickerView } from './dateText';

export interface DateInputProps {
  label: string;
  name?: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** Tell only whole dates and '' (filters, settings): a date still being typed stays in the box. */
  wholeDatesOnly?: boolean;
  /** 'small' in filter bars and toolbars. */
  size?: 'small' | 'medium';
  labels: { open: string; previous: string; next: string; view: string };
}

const YEARS_SHOWN = 12;

export function DateInput({ label, name, value, onChange, onBlur, min, max, required, disabled, error, helperText, wholeDatesOnly, size, labels }: DateInputProps) {
  const [locale] = useLocaleState();
  const [text, setText] = useState(() => formatDayMonthYear(value) || value);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [view, setView] = useState<PickerView>('day');
  const today = new Date();
  const shownIso = parseDayMonthYear(text) ?? (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
  const [cursor, setCursor] = useState({ year: today.getFullYear(), month: today.getMonth() + 1 });

  // a value set from outside (a reset, the picker) shows as day.month.year
  useEffect(() => {
    if (value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value)) setText((current) => (parseDayMonthYear(current) === value || (value === '' && current === '') ? current : formatDayMonthYear(value)));
  }, [value]);

  const type = (raw: string) => {
    const masked = maskDayMonthYear(raw);
    setText(masked);
    const iso = parseDayMonthYear(masked);
    if (masked === '' || iso || !wholeDatesOnly) onChange(masked === '' ? '' : (iso ?? masked));
  };
  const open = (target: HTMLElement) => {
    const [y, m] = (shownIso ?? min ?? '').split('-').map(Number);
    setCursor(y && m ? { year: y, month: m } : { year: today.getFullYear(), month: today.getMonth() + 1 });
    setView('day');
    setAnchor(target);
  };
  const pick = (iso: string) => {
    setText(formatDayMonthYear(iso));
    onChange(iso);
    setAnchor(null);
  };
  const monthName = (month: number, style: 'long' | 'short' = 'long') => new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
  const weekday = (index: number) => new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + index));
  const shift = (step: number) =>
    setCursor(({ year, month }) => {
      if (view === 'year') return { year: year + step * YEARS_SHOWN, month };
      if (view === 'month') return { year: year + step, month };
      const index = year * 12 + (month - 1) + step;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });
  const firstYear = cursor.year - (cursor.year % YEARS_SHOWN);
  const heading = view === 'day' ? `${monthName(cursor.month)} ${cursor.year}` : view === 'month' ? String(cursor.year) : `${firstYear}–${firstYear + YEARS_SHOWN - 1}`;
  const cell = { minWidth: 0, p: 0.5 } as const;

  return (
    <>
      <TextField
        label={label}
        name={name}
        value={text}
        onChange={(e) => type(e.target.value)}
        onBlur={onBlur}
        required={required}
        disabled={disabled}
        error={error}
        helperText={helperText}
        size={size}
        fullWidth
        sx={ltrValueSx}
        placeholder="DD.MM.YYYY"
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 10, autoComplete: 'off' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={labels.open} onClick={(e) => open(e.currentTarget)} disabled={disabled} edge="end" size={size}>
                  <CalendarMonthOutlined />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ p: 1, width: 296 }} role="dialog" aria-label={label}>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <IconButton size="small" aria-label={labels.previous} onClick={() => shift(-1)}>
              <ChevronRight sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'none' : 'scaleX(-1)') }} />
            </IconButton>
            <Button sx={{ flex: 1 }} onClick={() => setView(nextView(view))} aria-label={`${labels.view}: ${heading}`}>
              {heading}
            </Button>
            <IconButton size="small" aria-label={labels.next} onClick={() => shift(1)}>
              <ChevronLeft sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'none' : 'scaleX(-1)') }} />
            </IconButton>
          </Box>
          {view === 'day' && (
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.25, textAlign: 'center' }}>
              {Array.from({ length: 7 }, (_, i) => (
                <Box key={`w${i}`} sx={{ typography: 'caption', color: 'text.secondary' }}>
                  {weekday(i)}
                </Box>
              ))}
              {monthGrid(cursor.year, cursor.month).flat().map((day, i) => {
                if (day === null) return <span key={i} />;
                const iso = isoOf(cursor.year, cursor.month, day)!;
                return (
                  <Button key={i} size="small" sx={cell} variant={iso === shownIso ? 'contained' : 'text'} disabled={!inRange(iso, min, max)} onClick={() => pick(iso)} aria-label={formatDayMonthYear(iso)}>
                    {day}
                  </Button>
                );
              })}
            </Box>
          )}
          {view === 'month' && (
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.5 }}>
              {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => (
                <Button key={month} size="small" sx={cell} variant={month === cursor.month ? 'outlined' : 'text'} disabled={!monthInRange(cursor.year, month, min, max)} onClick={() => (setCursor({ ...cursor, month }), setView('day'))}>
                  {monthName(month, 'short')}
                </Button>
              ))}
            </Box>
          )}
          {view === 'year' && (
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.5 }}>
              {Array.from({ length: YEARS_SHOWN }, (_, i) => firstYear + i).map((year) => (
                <Button key={year} size="small" sx={cell} variant={year === cursor.year ? 'outlined' : 'text'} disabled={!yearInRange(year, min, max)} onClick={() => (setCursor({ ...cursor, year }), setView('month'))}>
                  {year}
                </Button>
              ))}
            </Box>
          )}
        </Box>
      </Popover>
    </>
  );
}
