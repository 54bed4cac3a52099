// A search-as-you-type picker over an API list (customers, products, bundles): the server searches `q`, the
// chosen option is handed back and the box clears for the next one when `clearOnPick` is set.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { usePickerOptions, type PickerOption } from './api';

export type { PickerOption };

interface Props {
  label: string;
  /** The list path and how a row of it becomes an option. */
  path: string;
  toOption: (row: Record<string, unknown>) => PickerOption;
  onPick: (option: PickerOption) => void;
  value?: PickerOption | null;
  clearOnPick?: boolean;
  helperText?: ReactNode;
  error?: boolean;
  query?: Record<string, string | number | boolean>;
}

export function AsyncPicker({
  label,
  path,
  toOption,
  onPick,
  value = null,
  clearOnPick = false,
  helperText,
  error,
  query = {},
}: Props) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const options = usePickerOptions(path, search, query, toOption);
  return (
    <Autocomplete
      options={options.data ?? []}
      value={value}
      inputValue={input}
      onInputChange={(_, text, reason) => setInput(reason === 'reset' && clearOnPick ? '' : text)}
      onChange={(_, option) => {
        if (option) onPick(option);
      }}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.label}
      getOptionDisabled={(o) => Boolean(o.disabled)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={options.isFetching}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('ra.navigation.no_results')}
      blurOnSelect
      renderOption={(props, option) => (
        <li {...props} key={option.id}>
          <span>
            <bdi>{option.label}</bdi>
            {option.detail ? (
              <span style={{ opacity: 0.7, marginInlineStart: 8, fontSize: '0.85em' }}>
                <bdi>{option.detail}</bdi>
              </span>
            ) : null}
          </span>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} error={error} />}
    />
  );
}
