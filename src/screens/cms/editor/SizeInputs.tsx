import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

interface Props {
  width: string;
  height: string;
  setWidth(value: string): void;
  setHeight(value: string): void;
  /** The message for a size out of its rule, or undefined. */
  sizeError(value: string): string | undefined;
  /** Insert was pressed: the messages show. */
  tried: boolean;
  min: number;
}

/** The width and height of what a toolbar button inserts in the page body (an image, a video embed). */
export function SizeInputs({ width, height, setWidth, setHeight, sizeError, tried, min }: Props) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2}>
      {(
        [
          ['embed_width', width, setWidth],
          ['embed_height', height, setHeight],
        ] as const
      ).map(([key, value, set]) => (
        <TextField
          key={key}
          type="number"
          margin="dense"
          label={translate(`cms.editor.${key}`)}
          value={value}
          onChange={(e) => set(e.target.value)}
          error={tried && Boolean(sizeError(value))}
          helperText={(tried && sizeError(value)) || ' '}
          slotProps={{ htmlInput: { min, dir: 'ltr' } }}
        />
      ))}
    </Stack>
  );
}
