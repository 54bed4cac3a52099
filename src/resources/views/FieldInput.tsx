import type { ReactElement } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  email as emailValidator,
  maxLength,
  maxValue,
  minLength,
  minValue,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  type Validator,
} from 'react-admin';
import type { FieldSpec } from '../fields';

/** Left-to-right inputs (e-mails, passwords, numbers) inside right-to-left forms. */
const ltr = { htmlInput: { dir: 'ltr' } } as const;

export const validatorsFor = (spec: FieldSpec): Validator[] => {
  const validators: Validator[] = [...(spec.validate ?? [])];
  if (spec.required) validators.push(required());
  if (spec.kind === 'email') validators.push(emailValidator());
  if (spec.minLength !== undefined) validators.push(minLength(spec.minLength));
  if (spec.maxLength !== undefined) validators.push(maxLength(spec.maxLength));
  if (spec.min !== undefined) validators.push(minValue(spec.min));
  if (spec.max !== undefined) validators.push(maxValue(spec.max));
  return validators;
};

const singleOrList = (items: ReactElement[]): ReactElement | ReactElement[] => (items.length === 1 ? items[0] : items);

interface Props {
  source: string;
  spec: FieldSpec;
  /** Filters are always shown and never validated. */
  alwaysOn?: boolean;
  asFilter?: boolean;
}

/** The input for one field of a resource (create, edit, filters). */
export const FieldInput = ({ source, spec, alwaysOn, asFilter }: Props) => {
  const validate = asFilter ? undefined : validatorsFor(spec);
  const common = { source, validate, alwaysOn, defaultValue: asFilter ? undefined : spec.defaultValue };
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
    case 'money':
      return <NumberInput {...common} step={spec.step ?? (spec.kind === 'money' ? 0.01 : spec.integer ? 1 : 'any')} min={spec.min} max={spec.max} slotProps={ltr} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'select':
      return <SelectInput {...common} choices={spec.choices ?? []} />;
    case 'reference':
      return (
        <ReferenceInput source={source} reference={spec.reference ?? ''} alwaysOn={alwaysOn}>
          <AutocompleteInput optionText={spec.optionText ?? 'name'} validate={validate} />
        </ReferenceInput>
      );
    case 'array':
      return (
        <ArrayInput source={source} validate={validate}>
          <SimpleFormIterator inline>
            {/* One child as an element, not a one-item array: react-admin's add calls Children.only on it. */}
            {singleOrList(
              Object.entries(spec.fields ?? {}).map(([child, childSpec]) => <FieldInput key={child} source={child} spec={childSpec} />),
            )}
          </SimpleFormIterator>
        </ArrayInput>
      );
    default:
      return <TextInput {...common} multiline={spec.multiline} minRows={spec.multiline ? 4 : undefined} />;
  }
};
