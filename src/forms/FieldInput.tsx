// One element of a form as an input, by its kind. Values go out raw (trimming and typing are the rules' job at
// validation); pattern inputs keep only the characters the pattern accepts, as typed or pasted.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Rating from '@mui/material/Rating';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { lazy, Suspense } from 'react';
import { DateInput } from '../widgets/date/DateInput';
import { useDebouncedEvent } from '../widgets/text/useDebouncedEvent';
import { lazyWithReload } from '../lib/lazyWithReload';
import { useFormContext } from './formContext';
import { NumberInput } from '../widgets/number/NumberInput';
import { OtpInput } from '../widgets/otp/OtpInput';
import type { TableRow } from './childTable';
import { keepAllowed } from '../../definitions/forms/patterns';
import { optionText } from '../../definitions/forms/answers';
import {
  optionFromText,
  optionValue,
  OTP_DEFAULT_LENGTH,
  RATING_DEFAULT_MAX,
  type FieldError,
  type FormElement,
  type FormOption,
} from '../../definitions/forms/rules';

const RichTextField = lazy(() => import('../widgets/richText/RichTextField'));
// The heavier widgets come with the first element of their kind (a customer's phone fetches only what its form uses):
// the e-mail and phone inputs (react-admin inputs in a one-field form, the phone's number rules), the signature pad,
// the upload field and the table with its row reordering.
const EmailAnswer = lazyWithReload(() => import('./WidgetAnswers').then((m) => ({ default: m.EmailAnswer })));
const PhoneAnswer = lazyWithReload(() => import('./WidgetAnswers').then((m) => ({ default: m.PhoneAnswer })));
const SignatureInput = lazyWithReload(() =>
  import('../widgets/signature/SignatureInput').then((m) => ({ default: m.SignatureInput })),
);
const FormUploadField = lazyWithReload(() =>
  import('../widgets/files/FormUploadField').then((m) => ({ default: m.FormUploadField })),
);
const ChildTableInput = lazyWithReload(() =>
  import('../widgets/childTable/ChildTableInput').then((m) => ({ default: m.ChildTableInput })),
);

export interface FieldInputProps {
  element: FormElement;
  value: unknown;
  onChange(value: unknown): void;
  onBlur?(): void;
  /** A text answer's debounced event: typing paused 700 ms (the form then shows what is wrong without a blur). */
  onSettle?(value: string): void;
  error?: FieldError;
  disabled?: boolean;
}

/** The sentence for an answer's error, in the user's language. */
export function useFieldErrorText() {
  const translate = useTranslate();
  return (error: FieldError | undefined, element?: FormElement): string | undefined => {
    if (!error) return undefined;
    const message = translate(`forms.errors.${error.code}`, { limit: error.limit ?? '' });
    if (element?.kind === 'array' || element?.kind === 'bagelform')
      return error.column ? translate('forms.errors.inside') : message;
    if (error.row && error.column) {
      const column = element?.columns?.find((c) => c.fieldname === error.column)?.label ?? error.column;
      return translate('forms.errors.cell', { row: error.row, column, message });
    }
    return message;
  };
}

/** An option's lasting name: a radio option's own id, else its value. */
const optionKey = (option: FormOption): string =>
  typeof option === 'object' && option.id ? option.id : String(optionValue(option));

/** What an option says on the page, in the reader's language. */
export const optionLabel = (option: FormOption, translate: (key: string) => string): string =>
  optionText(option, { yes: translate('forms.renderer.yes'), no: translate('forms.renderer.no') });

/** One element's input; while a widget's code is on the way, its label stands in. */
export function FieldInput(props: FieldInputProps) {
  return (
    <Suspense fallback={<Typography color="text.secondary">{props.element.label}</Typography>}>
      <InputOfKind {...props} />
    </Suspense>
  );
}

function InputOfKind({ element, value, onChange, onBlur, onSettle, error, disabled }: FieldInputProps) {
  const translate = useTranslate();
  const settle = useDebouncedEvent<string>(onSettle);
  const { upload } = useFormContext();
  const errorText = useFieldErrorText()(error, element);
  const helper = errorText ?? element.help;
  const label = element.label;
  const required = Boolean(element.required);
  const options = element.options ?? [];
  const common = {
    label,
    required,
    disabled,
    error: Boolean(error),
    helperText: helper,
    fullWidth: true,
    onBlur,
    placeholder: element.placeholder,
  } as const;

  switch (element.kind) {
    case 'email':
      return (
        <EmailAnswer
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          error={errorText}
          label={label}
          required={required}
          disabled={disabled}
          help={element.help}
          placeholder={element.placeholder}
          onSettle={settle}
        />
      );
    case 'tel':
      return (
        <PhoneAnswer
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          error={errorText}
          label={label}
          required={required}
          disabled={disabled}
          help={element.help}
          placeholder={element.placeholder}
        />
      );
    case 'text':
    case 'textarea':
      return (
        <TextField
          {...common}
          name={element.id}
          value={typeof value === 'string' ? value : ''}
          multiline={element.kind === 'textarea'}
          minRows={element.kind === 'textarea' ? 4 : undefined}
          maxRows={element.kind === 'textarea' ? 16 : undefined}
          onChange={(e) => {
            const text = element.pattern ? keepAllowed(e.target.value, element.pattern) : e.target.value;
            onChange(text);
            settle(text.trim());
          }}
          slotProps={{ htmlInput: { maxLength: element.max_length, dir: 'auto' } }}
        />
      );
    case 'number':
      return (
        <NumberInput
          name={element.id}
          label={label}
          required={required}
          disabled={disabled}
          error={Boolean(error)}
          helperText={helper}
          placeholder={element.placeholder}
          value={typeof value === 'number' || typeof value === 'string' ? value : null}
          onChange={onChange}
          onBlur={onBlur}
          min={typeof element.min === 'number' ? element.min : undefined}
          max={typeof element.max === 'number' ? element.max : undefined}
          step={element.step}
          grouping
          upLabel={translate('inputs.number.increase')}
          downLabel={translate('inputs.number.decrease')}
        />
      );
    case 'otp':
      return (
        <OtpInput
          length={element.max_length ?? OTP_DEFAULT_LENGTH}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          label={label}
          boxLabel={(index, length) => translate('inputs.otp.digit', { index, length })}
          error={Boolean(error)}
          helperText={helper}
          required={required}
          disabled={disabled}
        />
      );
    case 'date':
      return (
        <DateInput
          label={label}
          name={element.id}
          required={required}
          disabled={disabled}
          error={Boolean(error)}
          helperText={helper}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          onBlur={onBlur}
          min={typeof element.min === 'string' && element.min ? element.min : undefined}
          max={typeof element.max === 'string' && element.max ? element.max : undefined}
        />
      );
    case 'select':
      return (
        <TextField
          {...common}
          name={element.id}
          select
          value={
            element.multiple
              ? Array.isArray(value)
                ? value.map(String)
                : []
              : value === null || value === undefined
                ? ''
                : String(value)
          }
          onChange={(e) => {
            const picked = e.target.value as unknown;
            const toValue = (text: string) => optionFromText(options, text) ?? text;
            onChange(Array.isArray(picked) ? picked.map((p) => toValue(String(p))) : toValue(String(picked)));
          }}
          slotProps={{ select: { multiple: Boolean(element.multiple) } }}
        >
          {!element.multiple && (
            <MenuItem value="">
              <em>{translate('forms.renderer.select')}</em>
            </MenuItem>
          )}
          {options.map((option) => (
            <MenuItem key={String(optionValue(option))} value={String(optionValue(option))}>
              {optionLabel(option, translate)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'radio':
    case 'check': {
      if (element.kind === 'check' && options.length === 0) {
        return (
          <FormControl error={Boolean(error)} required={required} disabled={disabled}>
            <FormControlLabel
              control={
                <Checkbox
                  name={element.id}
                  checked={value === true}
                  onChange={(e) => onChange(e.target.checked)}
                  onBlur={onBlur}
                />
              }
              label={`${label}${required ? ' *' : ''}`}
            />
            {helper && <FormHelperText>{helper}</FormHelperText>}
          </FormControl>
        );
      }
      const picked = Array.isArray(value) ? value.map(String) : [];
      return (
        <FormControl component="fieldset" error={Boolean(error)} required={required} disabled={disabled} fullWidth>
          <FormLabel component="legend">{label}</FormLabel>
          {element.kind === 'radio' ? (
            <RadioGroup
              name={element.id}
              value={value === null || value === undefined ? '' : String(value)}
              onChange={(e) => onChange(optionFromText(options, e.target.value) ?? e.target.value)}
            >
              {options.map((option) => (
                <FormControlLabel
                  key={optionKey(option)}
                  value={String(optionValue(option))}
                  control={
                    <Radio
                      slotProps={{
                        input: { 'data-option-id': optionKey(option) } as React.InputHTMLAttributes<HTMLInputElement>,
                      }}
                    />
                  }
                  label={
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
                      {typeof option === 'object' && option.imgSrc && (
                        <Box
                          component="img"
                          src={option.imgSrc}
                          alt={option.imgAlt ?? ''}
                          sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1 }}
                        />
                      )}
                      <span>
                        {optionLabel(option, translate)}
                        {typeof option === 'object' && option.subLabel && (
                          <Typography
                            component="span"
                            variant="caption"
                            color="text.secondary"
                            sx={{ display: 'block' }}
                          >
                            {option.subLabel}
                          </Typography>
                        )}
                      </span>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          ) : (
            <FormGroup>
              {options.map((option) => {
                const key = String(optionValue(option));
                return (
                  <FormControlLabel
                    key={key}
                    label={optionLabel(option, translate)}
                    control={
                      <Checkbox
                        checked={picked.includes(key)}
                        onChange={(e) => {
                          const next = e.target.checked ? [...picked, key] : picked.filter((p) => p !== key);
                          onChange(options.map(optionValue).filter((v) => next.includes(String(v))));
                        }}
                      />
                    }
                  />
                );
              })}
            </FormGroup>
          )}
          {helper && <FormHelperText>{helper}</FormHelperText>}
        </FormControl>
      );
    }
    case 'color':
      return (
        <TextField
          {...common}
          name={element.id}
          type="color"
          value={typeof value === 'string' && value ? value : '#000000'}
          onChange={(e) => onChange(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 200 }}
        />
      );
    case 'range': {
      const min = typeof element.min === 'number' ? element.min : 0;
      const max = typeof element.max === 'number' ? element.max : 100;
      return (
        <FormControl error={Boolean(error)} fullWidth disabled={disabled}>
          <FormLabel>{`${label}${required ? ' *' : ''}`}</FormLabel>
          <Slider
            value={typeof value === 'number' ? value : min}
            min={min}
            max={max}
            step={element.step ?? 1}
            valueLabelDisplay="auto"
            onChange={(_, v) => onChange(v as number)}
            slotProps={{ input: { 'aria-label': label } }}
            sx={{ mx: 1, width: 'calc(100% - 16px)' }}
          />
          {helper && <FormHelperText>{helper}</FormHelperText>}
        </FormControl>
      );
    }
    case 'rating':
      return (
        <FormControl error={Boolean(error)} disabled={disabled}>
          <FormLabel>{`${label}${required ? ' *' : ''}`}</FormLabel>
          <Rating
            name={element.id}
            value={typeof value === 'number' ? value : null}
            max={typeof element.max === 'number' ? element.max : RATING_DEFAULT_MAX}
            onChange={(_, v) => onChange(v)}
            disabled={disabled}
          />
          {helper && <FormHelperText>{helper}</FormHelperText>}
        </FormControl>
      );
    case 'signature':
      return (
        <SignatureInput
          label={label}
          required={required}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          clearLabel={translate('forms.renderer.clear_signature')}
          hint={element.help ?? translate('forms.renderer.signature_hint')}
          helperText={errorText}
          error={Boolean(error)}
          disabled={disabled}
          height={160}
        />
      );
    case 'upload':
      return (
        <FormUploadField
          label={label}
          value={value}
          onChange={onChange}
          upload={upload ?? (() => Promise.reject(new Error(translate('forms.renderer.no_upload_here'))))}
          multiple={element.multiple}
          accept={element.accept}
          required={required}
          disabled={disabled}
          error={Boolean(error)}
          helperText={helper}
        />
      );
    case 'richtext':
      return (
        <Suspense fallback={<Typography color="text.secondary">{label}</Typography>}>
          <RichTextField
            label={label}
            value={typeof value === 'string' ? value : ''}
            onChange={onChange}
            onBlur={onBlur}
            required={required}
            disabled={disabled}
            error={Boolean(error)}
            helperText={helper}
          />
        </Suspense>
      );
    case 'array':
    case 'bagelform':
    case 'row':
      // groups and rows are laid out by FieldList
      return null;
    case 'table':
      return (
        <ChildTableInput
          label={label}
          required={required}
          fields={element.columns ?? []}
          value={Array.isArray(value) ? (value as TableRow[]) : []}
          onChange={onChange}
          error={Boolean(error)}
          helperText={helper}
          disabled={disabled}
          labels={{
            add: translate('forms.renderer.add_row'),
            delete: (row) => translate('forms.renderer.delete_row', { row }),
            drag: (row) => translate('forms.renderer.drag_row', { row }),
            empty: translate('forms.renderer.no_rows'),
          }}
        />
      );
  }
}
