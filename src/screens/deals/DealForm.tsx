// The fields of a deal, shared by the quick-create dialog and the deal page: title, value in shekels (agorot on the
// wire), customer, owner, expected close and tags.
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  NumberInput,
  ReferenceInput,
  required,
  TextInput,
  useTranslate,
} from 'react-admin';
import { DateSourceInput } from '../../widgets/dateTime/PickerSourceInput';
import { useOwners, type Tag } from './api';
import { fullName } from '../../lib/names';

const fromMinor = (value: unknown) => (typeof value === 'number' ? value / 100 : (value ?? ''));
const toMinor = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return 0;
  const amount = Number(value);
  return Number.isFinite(amount) ? Math.round(amount * 100) : value;
};
const ltr = { htmlInput: { dir: 'ltr' } } as const;

export function DealFields({ tags, full = true }: { tags: Tag[]; full?: boolean }) {
  const translate = useTranslate();
  // staff by name from the deals API: the users list itself is for superusers
  const owners = useOwners(full);
  return (
    <>
      <TextInput source="title" label={translate('deals.fields.title')} validate={required()} fullWidth autoFocus />
      <NumberInput
        source="value"
        label={translate('deals.fields.value')}
        format={fromMinor}
        parse={toMinor}
        min={0}
        step={0.01}
        slotProps={ltr}
      />
      <ReferenceInput source="person_id" reference="customers">
        <AutocompleteInput
          label={translate('deals.fields.person_id')}
          optionText={(p: { first_name?: string; last_name?: string }) => fullName(p)}
          fullWidth
        />
      </ReferenceInput>
      {full && (
        <>
          <AutocompleteInput
            source="owner_id"
            label={translate('deals.fields.owner_id')}
            choices={owners.data ?? []}
            optionText="name"
            fullWidth
          />
          <DateSourceInput source="expected_close" label={translate('deals.fields.expected_close')} />
          <AutocompleteArrayInput
            source="tag_ids"
            label={translate('deals.fields.tag_ids')}
            choices={tags}
            optionText="name"
            fullWidth
          />
        </>
      )}
    </>
  );
}
