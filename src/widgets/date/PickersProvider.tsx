// The date pickers' language: day and month names from dayjs's Hebrew or English locale, the pickers' own words
// (buttons, screen-reader names) from MUI's heIL or enUS pack, following the interface language; what an empty
// section shows (DD.MM.YY, יי.חח.שש) from our catalogues.
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, heIL } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/he';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

const TEXTS = {
  he: heIL.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

export function PickersProvider({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const language = locale === 'he' ? 'he' : 'en';
  const texts = useMemo(
    () => ({
      ...TEXTS[language],
      fieldDayPlaceholder: () => translate('inputs.date.placeholder.day'),
      fieldMonthPlaceholder: () => translate('inputs.date.placeholder.month'),
      fieldYearPlaceholder: ({ digitAmount }: { digitAmount: number }) =>
        translate('inputs.date.placeholder.year').repeat(digitAmount),
      fieldHoursPlaceholder: () => translate('inputs.date.placeholder.hours'),
      fieldMinutesPlaceholder: () => translate('inputs.date.placeholder.minutes'),
    }),
    [language, translate],
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={texts}>
      {children}
    </LocalizationProvider>
  );
}
