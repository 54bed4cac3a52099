import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

/** A width and a height as typed ('' for none). */
export interface Size {
  width: string;
  height: string;
}

interface Props {
  size: Size;
  setSize(size: Size): void;
  /** The message for a size out of its rule, or undefined. */
  sizeError(value: string): string | undefined;
  /** Insert was pressed: the messages show. */
  tried: boolean;
  min: number;
}

/** The width and height of what a toolbar button inserts in the page body (an image, a video embed). */
export function SizeInputs({ size, setSize, sizeError, tried, min }: Props) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2}>
      {(['width', 'height'] as const).map((side) => (
        <TextField
          key={side}
          type="number"
          margin="dense"
          label={translate(`cms.editor.embed_${side}`)}
          value={size[side]}
          onChange={(e) => setSize({ ...size, [side]: e.target.value })}
          error={tried && Boolean(sizeError(size[side]))}
          helperText={(tried && sizeError(size[side])) || ' '}
          slotProps={{ htmlInput: { min, dir: 'ltr' } }}
        />
      ))}
    </Stack>
  );
}
