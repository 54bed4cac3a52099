// A reference input asks for its page of choices when it is opened, not as it is drawn: a list's filters and a
// form's references would otherwise each ask the server with every screen for choices that are mostly never looked
// at. The chosen record itself (what the input shows) is asked for as it is drawn, as before.
import { useState } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  type SortPayload,
  type Validator,
} from 'react-admin';
import type { OptionText } from '../fields';

interface Props {
  source: string;
  reference: string;
  /** One record, or several (an id list). */
  many?: boolean;
  alwaysOn?: boolean;
  sort: SortPayload;
  optionText: OptionText;
  validate?: Validator | Validator[];
  helperText?: string;
}

/** Choices are asked for from the first time the list opens on. */
function useChoicesWhenOpened() {
  const [opened, setOpened] = useState(false);
  return { enableGetChoices: () => opened, onOpen: () => setOpened(true) };
}

export function ReferenceChoiceInput({
  source,
  reference,
  many,
  alwaysOn,
  sort,
  optionText,
  validate,
  helperText,
}: Props) {
  const { enableGetChoices, onOpen } = useChoicesWhenOpened();
  const input = { optionText, validate, helperText, onOpen };
  const outer = { source, reference, alwaysOn, sort, enableGetChoices };
  return many ? (
    <ReferenceArrayInput {...outer}>
      <AutocompleteArrayInput {...input} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput {...outer}>
      <AutocompleteInput {...input} />
    </ReferenceInput>
  );
}
