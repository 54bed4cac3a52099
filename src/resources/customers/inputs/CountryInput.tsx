import { useMemo } from 'react';
import { AutocompleteInput, useLocaleState } from 'react-admin';
import { allCountries } from '../../../widgets/phone/countryList';
import type { FieldComponentProps } from '../../../engine/fields';

/** The country of an address (ISO two-letter code), Israel unless chosen otherwise; names in the UI language. */
export const CountryInput = (props: FieldComponentProps) => {
  const [locale] = useLocaleState();
  const choices = useMemo(
    () => allCountries(locale).map((c) => ({ id: c.iso2.toUpperCase(), name: c.name })),
    [locale],
  );
  return <AutocompleteInput {...props} choices={choices} defaultValue="IL" disableClearable />;
};
