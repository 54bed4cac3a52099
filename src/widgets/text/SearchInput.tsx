// A search box over a list of files or pictures: a small search-type text field with a magnifier at its start.
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export function SearchInput(props: Omit<TextFieldProps, 'type' | 'slotProps'>) {
  return (
    <TextField
      size="small"
      {...props}
      type="search"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
