import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { CountryCode } from 'libphonenumber-js';
import { useFormContext } from 'react-hook-form';
import { InputHelperText, useLocaleState, useTranslate, type InputProps, type Validator } from 'react-admin';
import { allCountries, buildCountryList, findCountry, type CountryEntry } from './countryList';
import { CountryPicker } from './CountryPicker';
import { useLtrInput, validatorsOf, type FieldLayoutProps } from '../ltrField';
import {
  applyCountryChoice,
  capInput,
  countryForTypedText,
  formatOnBlur,
  readStoredValue,
  toStoredValue,
} from './phoneText';
import { checkPhone, PHONE_INVALID_MESSAGE, PHONE_LIMITS } from './phoneValidation';
import { browserLanguages, configuredGeoLookupUrl, countryFromLanguages, lookupGeoCountry } from './startingCountry';

export interface PhoneInputProps extends Omit<InputProps, 'format' | 'parse' | 'type'>, FieldLayoutProps {
  /** Shown while the field is empty; defaults to the label, else 'Phone Number'. */
  placeholder?: string;
  /** Starting country for an empty value (two-letter code); wins over the location service and the language. */
  defaultCountry?: string;
  /** Offer only these countries. */
  includeCountries?: readonly string[];
  /** Offer every country but these. */
  excludeCountries?: readonly string[];
  /** A location service answering `{country_code}`; defaults to VITE_GEO_LOOKUP_URL; none: browser language. */
  geoLookupUrl?: string;
}

const FALLBACK_COUNTRY: CountryCode = 'IL';

/** The countries offered, in the interface language: those included, but the excluded (all when none is left). */
function useCountries(
  locale: string,
  includeCountries: readonly string[] | undefined,
  excludeCountries: readonly string[] | undefined,
): readonly CountryEntry[] {
  const includeKey = includeCountries?.join(',');
  const excludeKey = excludeCountries?.join(',');
  return useMemo(() => {
    const list = buildCountryList(locale, {
      include: includeKey?.split(','),
      exclude: excludeKey?.split(','),
    });
    return list.length > 0 ? list : allCountries(locale);
  }, [locale, includeKey, excludeKey]);
}

/**
 * The field's validators: the caller's, then the phone check for the selected country. The check reads the country
 * through a ref (kept by the field): react-hook-form keeps the rules of the first render.
 */
function usePhoneValidators(validate: PhoneInputProps['validate'], countries: readonly CountryEntry[]) {
  const dialCodes = useMemo(() => new Set(countries.map((country) => country.dialCode)), [countries]);
  const selectedRef = useRef<CountryCode | undefined>(undefined);
  const phoneValidator = useCallback<Validator>(
    (value) =>
      value == null || value === '' || checkPhone(String(value), selectedRef.current, dialCodes).valid
        ? undefined
        : PHONE_INVALID_MESSAGE,
    [dialCodes],
  );
  const validators = useMemo(() => [...validatorsOf(validate), phoneValidator], [validate, phoneValidator]);
  return { selectedRef, validators };
}

/** With a location service to ask (`geoUrl`), its country is chosen unless one has been chosen meanwhile. */
function useGeoCountry(
  geoUrl: string | undefined,
  countries: readonly CountryEntry[],
  setCountryCode: (update: (chosen: CountryCode | undefined) => CountryCode | undefined) => void,
) {
  useEffect(() => {
    if (!geoUrl) return;
    let current = true;
    void lookupGeoCountry(geoUrl).then((code) => {
      const found = findCountry(countries, code);
      if (current && found) setCountryCode((chosen) => chosen ?? found.iso2);
    });
    return () => {
      current = false;
    };
  }, [geoUrl, countries, setCountryCode]);
}

/**
 * A phone number with a country picker. The form value is the E.164 string
 * ("+972501234567", ";ext=12" appended for an extension), or null when empty.
 */
export const PhoneInput = (props: PhoneInputProps) => {
  const {
    helperText,
    placeholder,
    defaultCountry,
    includeCountries,
    excludeCountries,
    geoLookupUrl,
    validate,
    ...given
  } = props;
  const { label, disabled, readOnly } = given;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const countries = useCountries(locale, includeCountries, excludeCountries);
  const { selectedRef, validators } = usePhoneValidators(validate, countries);

  const { input, fieldProps } = useLtrInput(given, { validate: validators });
  const { field, fieldState } = input;
  const { trigger } = useFormContext();

  const startingCountry = useMemo(
    () =>
      findCountry(countries, defaultCountry) ??
      countryFromLanguages(browserLanguages(), countries) ??
      findCountry(countries, FALLBACK_COUNTRY) ??
      countries[0],
    [countries, defaultCountry],
  );
  const [initial] = useState(() => readStoredValue(field.value, countries, startingCountry.iso2));
  const [text, setText] = useState(initial.text);
  const [countryCode, setCountryCode] = useState<CountryCode | undefined>(initial.country?.iso2);
  const country: CountryEntry = findCountry(countries, countryCode) ?? startingCountry;
  selectedRef.current = country.iso2;
  const lastEmitted = useRef<unknown>(field.value);
  const inputRef = useRef<HTMLInputElement>(null);

  // A value set from outside (a record loaded, a form reset) replaces what is shown.
  useEffect(() => {
    if (field.value === lastEmitted.current) return;
    lastEmitted.current = field.value;
    const read = readStoredValue(field.value, countries, selectedRef.current);
    setText(read.text);
    if (read.country) setCountryCode(read.country.iso2);
  }, [field.value, countries, selectedRef]);

  // With a location service configured and nothing chosen yet, its country replaces the guessed one.
  const geoUrl = geoLookupUrl ?? configuredGeoLookupUrl();
  const guessable = countryCode === undefined && defaultCountry === undefined;
  useGeoCountry(guessable ? geoUrl : undefined, countries, setCountryCode);

  const emit = (nextText: string, nextCountry: CountryEntry) => {
    const value = toStoredValue(nextText, nextCountry.iso2);
    // The field shows null as '' (react-admin's default format).
    lastEmitted.current = value ?? '';
    selectedRef.current = nextCountry.iso2;
    field.onChange(value);
    if (fieldState.invalid) void trigger(field.name);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const nextText = capInput(event.target.value);
    const nextCountry = countryForTypedText(nextText, country, countries);
    setText(nextText);
    setCountryCode(nextCountry.iso2);
    emit(nextText, nextCountry);
  };

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    // Read the latest text and country: a blur can follow a change before this closure is re-rendered.
    setText((current) => formatOnBlur(current, selectedRef.current));
    field.onBlur(event);
    void trigger(field.name);
  };

  const onSelectCountry = (chosen: CountryEntry) => {
    const nextText = applyCountryChoice(text, chosen);
    setText(nextText);
    setCountryCode(chosen.iso2);
    emit(nextText, chosen);
  };

  const labelText = typeof label === 'string' && label !== '' ? translate(label, { _: label }) : undefined;
  const inputLocked = disabled || readOnly;

  return (
    <TextField
      {...fieldProps}
      inputRef={inputRef}
      value={text}
      onChange={onChange}
      onBlur={onBlur}
      type="tel"
      placeholder={placeholder ?? labelText ?? translate('inputs.phone.placeholder')}
      helperText={
        helperText !== false || fieldState.invalid ? (
          <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        ) : null
      }
      slotProps={{
        htmlInput: {
          dir: 'ltr',
          maxLength: PHONE_LIMITS.maxInputLength,
          autoComplete: 'tel',
          inputMode: 'tel',
          readOnly,
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <CountryPicker
                countries={countries}
                selected={country}
                onSelect={onSelectCountry}
                onChosen={() => inputRef.current?.focus()}
                disabled={inputLocked}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
