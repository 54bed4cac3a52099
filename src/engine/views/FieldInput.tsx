import { lazy, Suspense, type ReactElement } from 'react';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  PasswordInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useLocaleState,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import { optionSort, type FieldSpec } from '../fields';
import { DateSourceInput, DateTimeSourceInput } from '../../widgets/dateTime/PickerSourceInput';
import { ltrValueSx } from '../../widgets/ltrField';
import { AddRowButton, RemoveRowButton } from './ArrayRowButtons';
import { ReferenceChoiceInput } from './ReferenceChoiceInput';
import { TagsInput } from './TagsInput';
import { validatorsFor, validJson } from './validators';
import { lazyInput } from '../lazy';
import type { UploadInputProps } from '../../widgets/files/UploadInput';

// the upload input (its sorting, its lightbox) loads with the first form that has a file field, not with every
// list's filters
const UploadInput = lazyInput<UploadInputProps>(() =>
  import('../../widgets/files/UploadInput').then((module) => module.UploadInput),
);

/** The editor is heavy: it loads with the first form that has a rich-text field. */
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** Left-to-right inputs (e-mails, passwords, numbers) inside right-to-left forms. */
const ltr = { htmlInput: { dir: 'ltr' } } as const;

const singleOrList = (items: ReactElement[]): ReactElement | ReactElement[] => (items.length === 1 ? items[0] : items);

const jsonText = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value, null, 2);
const jsonValue = (text: string) => {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // kept as typed; the validator names the mistake
  }
};

/** An amount as the list shows it: two decimals (the input keeps what is typed until it is left). */
const twoDecimals = (value: unknown) => (typeof value === 'number' ? value.toFixed(2) : (value ?? ''));
/** Agorot on the server, shekels in the input (whole agorot, so no float ever reaches the server). */
const fromMinor = (value: unknown) => twoDecimals(typeof value === 'number' ? value / 100 : value);
/** The currency's sign (₪) beside the amount, on the side the list shows it in this language. */
const moneySlots = (currency: string, locale: string) => {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  const sign = parts.find((part) => part.type === 'currency')?.value ?? currency;
  const after =
    parts.findIndex((part) => part.type === 'currency') > parts.findIndex((part) => part.type === 'integer');
  const adornment = <InputAdornment position={after ? 'end' : 'start'}>{sign}</InputAdornment>;
  return { ...ltr, input: after ? { endAdornment: adornment } : { startAdornment: adornment } };
};
const toMinor = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? Math.round(amount * 100) : value;
};

interface Props {
  source: string;
  spec: FieldSpec;
  /** Filters are always shown and never validated. */
  alwaysOn?: boolean;
  asFilter?: boolean;
}

/** The input for one field of a resource (create, edit, filters). */
export const FieldInput = ({ source, spec, alwaysOn, asFilter }: Props) => {
  const resource = useResourceContext();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  // A list's row buttons name one of its items: `resources.<resource>.items.<list>`, else 'item'.
  const rowLabel = (action: 'add' | 'remove') =>
    translate(`entities.array.${action}`, {
      item: translate(`resources.${resource}.items.${source}`, { _: translate('entities.array.item') }),
    });
  const validate = asFilter ? undefined : validatorsFor(spec);
  const helperText = spec.helperText;
  const common = { source, validate, alwaysOn, helperText, defaultValue: asFilter ? undefined : spec.defaultValue };
  if (spec.input) {
    const Input = spec.input;
    return <Input source={source} validate={validate} />;
  }
  switch (spec.kind) {
    case 'email':
      return <TextInput {...common} type="email" slotProps={ltr} />;
    case 'password':
      return <PasswordInput {...common} slotProps={ltr} />;
    case 'number':
      return (
        <NumberInput
          {...common}
          step={spec.step ?? (spec.integer ? 1 : 'any')}
          min={spec.min}
          max={spec.max}
          slotProps={ltr}
        />
      );
    case 'money':
      // stored in minor units (agorot) the input shows and takes the major amount; else the amount as it is
      return (
        <NumberInput
          {...common}
          step={0.01}
          min={spec.min}
          max={spec.max}
          slotProps={moneySlots(spec.currency, locale)}
          sx={ltrValueSx}
          format={spec.minor ? fromMinor : twoDecimals}
          parse={spec.minor ? toMinor : undefined}
        />
      );
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateSourceInput {...common} asFilter={asFilter} />;
    case 'datetime':
      return <DateTimeSourceInput {...common} asFilter={asFilter} />;
    case 'select':
      return <SelectInput {...common} choices={spec.choices} />;
    case 'reference':
    case 'references':
      return (
        <ReferenceChoiceInput
          source={source}
          reference={spec.reference}
          many={spec.kind === 'references'}
          alwaysOn={alwaysOn}
          sort={optionSort(spec)}
          optionText={spec.optionText}
          validate={validate}
          helperText={helperText}
        />
      );
    case 'richText':
      return (
        <Suspense fallback={<LinearProgress />}>
          <RichTextEditor {...common} />
        </Suspense>
      );
    case 'tags':
      return <TagsInput {...common} choices={spec.choices} wordsAt={spec.wordsAt} />;
    case 'json':
      return (
        <TextInput
          {...common}
          validate={[...(validate ?? []), validJson]}
          multiline
          minRows={4}
          format={jsonText}
          parse={jsonValue}
          slotProps={ltr}
        />
      );
    case 'image':
    case 'images':
    case 'file':
    case 'files':
      return (
        <UploadInput
          source={source}
          validate={validate}
          helperText={helperText}
          multiple={spec.kind === 'images' || spec.kind === 'files'}
          sortable={spec.kind === 'images' || spec.kind === 'files'}
          accept={spec.accept ?? (spec.kind === 'file' || spec.kind === 'files' ? undefined : 'image/*')}
          dirPath={spec.dirPath ?? resource}
        />
      );
    case 'array':
      return (
        <ArrayInput source={source} validate={validate}>
          <SimpleFormIterator
            inline
            disableClear
            addButton={<AddRowButton label={rowLabel('add')} />}
            removeButton={<RemoveRowButton label={rowLabel('remove')} />}
            // each row's remove button always shows beside it (react-admin shows it only while the row is hovered)
            sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
          >
            {/* One child as an element, not a one-item array: react-admin's add calls Children.only on it. */}
            {singleOrList(
              Object.entries(spec.fields).map(([child, childSpec]) => (
                <FieldInput key={child} source={child} spec={childSpec} />
              )),
            )}
          </SimpleFormIterator>
        </ArrayInput>
      );
    case 'text':
      return <TextInput {...common} multiline={spec.multiline} minRows={spec.multiline ? 4 : undefined} />;
    default:
      return <TextInput {...common} />;
  }
};
