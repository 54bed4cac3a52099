// The address asked for by a toolbar dialog (a link, an image, an embed): focused as the dialog opens, read left to
// right, its problem said only once the person has tried to insert (before that, the help line or an empty line that
// keeps the dialog from jumping); Enter inserts.
import TextField from '@mui/material/TextField';

export function AddressField({
  label,
  value,
  onChange,
  tried,
  error,
  help = ' ',
  placeholder,
  onEnter,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Whether the person has tried to insert: only then is `error` shown. */
  tried: boolean;
  error: string | undefined;
  help?: string;
  placeholder?: string;
  onEnter?: () => void;
}) {
  const shown = tried ? error : undefined;
  return (
    <TextField
      autoFocus
      fullWidth
      margin="dense"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (onEnter && e.key === 'Enter') {
          e.preventDefault();
          onEnter();
        }
      }}
      error={Boolean(shown)}
      helperText={shown ?? help}
      slotProps={{ htmlInput: { dir: 'ltr' } }}
    />
  );
}
