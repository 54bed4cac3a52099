import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { InputHelperText, useTranslate, type InputProps, type Validator } from 'react-admin';
import { useLtrInput, validatorsOf, type FieldLayoutProps } from '../ltrField';
import { isolate } from '../../lib/bidi';
import { suggestEmail } from './didYouMean';
import { isDisposableDomain, loadDisposableDomains } from './disposableDomains';
import { checkEmailDomain, DOMAIN_CHECK_DEBOUNCE_MS, knownDomainVerdict } from './domainCheck';
import { EMAIL_MESSAGES, emailDomain, isEmailFormatValid, normaliseEmail } from './emailRules';

/** Wait after the last keystroke before `onDebouncedChange`. */
export const EMAIL_CHANGE_DEBOUNCE_MS = 700;

export interface EmailInputProps
  extends Omit<InputProps, 'format' | 'parse' | 'type'>, FieldLayoutProps, Pick<TextFieldProps, 'placeholder'> {
  /** Refuse addresses of disposable mail services ('Please use a non-disposable email address'). */
  preventFakeEmails?: boolean;
  /** Ask the API (GET /api/email/domain/{domain}) whether the domain can receive mail, 1 s after typing stops. */
  serverValidate?: boolean;
  /** Offer 'Did you mean …?' for misspelt common mail domains (default true). */
  suggestDomains?: boolean;
  /** Called with the value 700 ms after the person stops typing. */
  onDebouncedChange?: (value: string) => void;
}

const asAddress = (value: unknown): string => (typeof value === 'string' ? value : '');

const formatValidator: Validator = (value) =>
  asAddress(value) === '' || isEmailFormatValid(asAddress(value)) ? undefined : EMAIL_MESSAGES.invalid;

const disposableValidator: Validator = async (value) => {
  const address = asAddress(value);
  if (!isEmailFormatValid(address)) return undefined;
  try {
    return isDisposableDomain(emailDomain(address), await loadDisposableDomains())
      ? EMAIL_MESSAGES.disposable
      : undefined;
  } catch (error) {
    console.warn('E-mail input: the list of disposable domains could not be loaded', error);
    return undefined;
  }
};

/** Refuses only what the server has already judged: the check itself runs debounced, outside validation. */
const serverValidator: Validator = (value) =>
  knownDomainVerdict(asAddress(value)) === 'invalid' ? EMAIL_MESSAGES.domainInvalid : undefined;

/**
 * An e-mail address: trimmed and lower-cased, checked against the general pattern,
 * optionally refused when disposable or when its domain cannot receive mail, with a 'did you mean' fix.
 */
export const EmailInput = (props: EmailInputProps) => {
  const {
    helperText,
    placeholder,
    preventFakeEmails = false,
    serverValidate = false,
    suggestDomains = true,
    onDebouncedChange,
    validate,
    ...given
  } = props;
  const { disabled, readOnly } = given;
  const translate = useTranslate();
  const validators = useMemo(
    () => [
      ...validatorsOf(validate),
      formatValidator,
      ...(preventFakeEmails ? [disposableValidator] : []),
      ...(serverValidate ? [serverValidator] : []),
    ],
    [validate, preventFakeEmails, serverValidate],
  );
  const { input, fieldProps } = useLtrInput(given, {
    validate: validators,
    format: (value: unknown) => asAddress(value),
    parse: (value: string) => (normaliseEmail(value) === '' ? null : normaliseEmail(value)),
  });
  const { field, fieldState } = input;
  const { trigger } = useFormContext();
  const revalidate = useCallback(() => void trigger(field.name), [trigger, field.name]);
  const address = asAddress(field.value);
  const [checking, setChecking] = useState(false);

  // The server check: 1 s after the last change, once per address (verdicts are cached).
  useEffect(() => {
    if (!serverValidate || !isEmailFormatValid(address) || knownDomainVerdict(address)) return;
    let current = true;
    const timer = setTimeout(() => {
      setChecking(true);
      void checkEmailDomain(address).then((verdict) => {
        if (!current) return;
        setChecking(false);
        if (verdict !== 'unavailable') revalidate();
      });
    }, DOMAIN_CHECK_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      setChecking(false);
    };
  }, [address, serverValidate, revalidate]);

  const debounceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(debounceTimer.current), []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    field.onChange(event);
    if (fieldState.invalid) revalidate();
    if (onDebouncedChange) {
      const value = normaliseEmail(event.target.value);
      clearTimeout(debounceTimer.current);
      debounceTimer.current = setTimeout(() => onDebouncedChange(value), EMAIL_CHANGE_DEBOUNCE_MS);
    }
  };

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    field.onBlur(event);
    revalidate();
  };

  const suggestion = suggestDomains && !readOnly && !disabled ? suggestEmail(address) : undefined;
  const acceptSuggestion = () => {
    if (!suggestion) return;
    field.onChange(suggestion);
    revalidate();
  };

  return (
    <TextField
      {...fieldProps}
      inputRef={field.ref}
      value={address}
      onChange={onChange}
      onBlur={onBlur}
      type="email"
      placeholder={placeholder}
      helperText={
        <>
          <InputHelperText
            error={fieldState.error?.message}
            helperText={checking ? translate(EMAIL_MESSAGES.validating) : helperText}
          />
          {suggestion && (
            <Box component="span" sx={{ display: 'block' }}>
              <Link component="button" type="button" variant="caption" onClick={acceptSuggestion}>
                {translate(EMAIL_MESSAGES.didYouMean, { suggestion: isolate(suggestion) })}
              </Link>
            </Box>
          )}
        </>
      }
      slotProps={{
        htmlInput: { dir: 'ltr', autoComplete: 'email', inputMode: 'email', readOnly, 'aria-busy': checking },
      }}
    />
  );
};
