import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { FieldTitle, useInput, useResourceContext, useTranslate, type Validator } from 'react-admin';

interface Props {
  source: string;
  validate?: Validator[];
  helperText?: string;
  defaultValue?: unknown;
  /** Suggestions; any other word may be typed too, unless `wordsAt` is given. */
  choices?: string[];
  /** Only the choices, each shown by its words at `<wordsAt>.<choice>`. */
  wordsAt?: string;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** A list of short words: type one and press Enter, remove with its chip's cross. */
export const TagsInput = ({ source, validate, helperText, defaultValue, choices = [], wordsAt }: Props) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { field, fieldState, isRequired } = useInput({ source, validate, defaultValue: defaultValue ?? [] });
  const error = fieldState.error?.message;
  const wordOf = (value: string) => (wordsAt ? translate(`${wordsAt}.${value}`, { _: value }) : value);
  return (
    <Autocomplete
      multiple
      freeSolo={!wordsAt}
      options={choices}
      getOptionLabel={(option) => wordOf(String(option))}
      value={asList(field.value)}
      onChange={(_, value) => field.onChange([...new Set(value.map((v) => String(v).trim()).filter(Boolean))])}
      onBlur={field.onBlur}
      renderValue={(values, getItemProps) =>
        values.map((option, index) => (
          <Chip size="small" label={wordOf(option)} {...getItemProps({ index })} key={option} />
        ))
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={<FieldTitle source={source} resource={resource} isRequired={isRequired} />}
          error={Boolean(error)}
          helperText={
            error
              ? translate(error, { _: error })
              : helperText
                ? translate(helperText)
                : wordsAt
                  ? undefined
                  : translate('entities.tags.help')
          }
          size="small"
          sx={{ minWidth: 280 }}
        />
      )}
    />
  );
};
