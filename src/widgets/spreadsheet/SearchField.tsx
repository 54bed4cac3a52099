import InputAdornment from '@mui/material/InputAdornment';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { useTranslate } from 'ra-core';
import { SEARCH_MIN_LENGTH } from './search';
import { useCountMessage } from './useCount';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Rows matching the settled term; undefined while no search runs. */
  matchCount: number | undefined;
}

/** Search box over all cells: a hint below the minimum length, the number of matching rows once it runs. */
export function SearchField({ value, onChange, matchCount }: SearchFieldProps) {
  const translate = useTranslate();
  const countMessage = useCountMessage();
  const tooShort = value.trim().length > 0 && value.trim().length < SEARCH_MIN_LENGTH;
  const helper = tooShort
    ? translate('spreadsheet.search.min_length', { min: SEARCH_MIN_LENGTH })
    : matchCount !== undefined
      ? countMessage('spreadsheet.search.matches', matchCount)
      : ' ';
  return (
    <TextField
      size="small"
      variant="outlined"
      fullWidth={false}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      label={translate('spreadsheet.search.label')}
      placeholder={translate('spreadsheet.search.placeholder')}
      helperText={helper}
      slotProps={{
        formHelperText: { role: 'status', 'aria-live': 'polite' } as object,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label={translate('spreadsheet.search.clear')} onClick={() => onChange('')}>
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
      sx={{ inlineSize: 280, maxInlineSize: '100%' }}
    />
  );
}
