// Stored files shown in a record: a small thumbnail in list cells (with '+N' for more), and on show pages a picture,
// a carousel of many, or a file card, each opening the lightbox.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Carousel } from '../carousel/Carousel';
import { FileTile } from './FileTile';
import { useFilesLightbox } from './useFilesLightbox';

const CELL_SIZE = 40;

interface Props {
  pathKeys: string[];
  /** A list cell: one small thumbnail, no lightbox (a click opens the record). */
  cell?: boolean;
  /** Several images as a carousel (else side by side). */
  carousel?: boolean;
}

export function FilesField({ pathKeys, cell, carousel }: Props) {
  const lightbox = useFilesLightbox(cell ? [] : pathKeys);
  if (pathKeys.length === 0) return null;
  if (cell) {
    return (
      <Stack direction="row" spacing={0.5} alignItems="center">
        <FileTile pathKey={pathKeys[0]} size={CELL_SIZE} caption={false} />
        {pathKeys.length > 1 && <Chip size="small" label={<bdi>+{pathKeys.length - 1}</bdi>} />}
      </Stack>
    );
  }
  const tile = (key: string) => (
    <FileTile key={key} pathKey={key} size={160} onOpen={(record) => lightbox.open(record.path_key)} />
  );
  return (
    <Box data-testid="files-field">
      {carousel && pathKeys.length > 1 ? (
        <Carousel items={pathKeys.map((key) => ({ id: key, content: tile(key) }))} autoplay={false} />
      ) : (
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5}>
          {pathKeys.map(tile)}
        </Stack>
      )}
      {lightbox.element}
    </Box>
  );
}
