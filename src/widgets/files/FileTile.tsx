// One stored file as a square: its thumbnail (or an icon by type), its name and size, and whatever buttons the
// caller adds. A key that names no file any more shows so, instead of a broken image.
import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useFileRecord, type FileRecord } from './api';
import { CELL_PICTURE_MAX, cellPictureOf, pictureOf } from './records';
import { formatBytes, kindOf } from './fileKinds';

const iconFor = (record: FileRecord) => {
  const kind = kindOf(record.mime_type);
  if (kind === 'pdf') return <PictureAsPdfOutlined fontSize="large" color="error" />;
  if (kind === 'video') return <MovieOutlined fontSize="large" color="action" />;
  return <InsertDriveFileOutlined fontSize="large" color="action" />;
};

/** A square of `size` with an icon in its middle, where no picture can show. */
const IconSquare = ({ size, label, children }: { size: number; label?: string; children: ReactNode }) => (
  <Box
    role={label ? 'img' : undefined}
    aria-label={label}
    sx={{ width: size, height: size, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', borderRadius: 1 }}
  >
    {children}
  </Box>
);

/** The picture of a file: at a list cell's size the record's own, else its thumbnail (or the image, or an icon). */
export const FilePicture = ({ record, size }: { record: FileRecord; size: number }) => {
  const src = size <= CELL_PICTURE_MAX ? cellPictureOf(record) : pictureOf(record);
  return src ? (
    <Box
      component="img"
      src={src}
      alt={record.name}
      loading="lazy"
      sx={{ width: size, height: size, objectFit: 'cover', display: 'block', borderRadius: 1 }}
    />
  ) : (
    <IconSquare size={size}>{iconFor(record)}</IconSquare>
  );
};

interface Props {
  pathKey: string;
  size?: number;
  /** Name and size under the picture. */
  caption?: boolean;
  onOpen?: (record: FileRecord) => void;
  /** Buttons over the corner (delete, replace, drag handle). */
  actions?: ReactNode;
}

export function FileTile({ pathKey, size = 120, caption = true, onOpen, actions }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: record, isPending } = useFileRecord(pathKey);
  return (
    <Box sx={{ width: size, position: 'relative' }} data-path-key={pathKey}>
      {isPending ? (
        <Skeleton variant="rounded" width={size} height={size} />
      ) : record ? (
        <Box
          component={onOpen ? 'button' : 'div'}
          type={onOpen ? 'button' : undefined}
          onClick={onOpen ? () => onOpen(record) : undefined}
          aria-label={onOpen ? record.name : undefined}
          sx={{ p: 0, border: 0, bgcolor: 'transparent', cursor: onOpen ? 'zoom-in' : 'default', display: 'block' }}
        >
          <FilePicture record={record} size={size} />
        </Box>
      ) : (
        <IconSquare size={size} label={translate('files.upload.missing')}>
          <BrokenImageOutlined fontSize="large" color="disabled" />
        </IconSquare>
      )}
      {caption && (
        <Typography variant="caption" component="div" noWrap dir="auto" title={record?.name} sx={{ mt: 0.5 }}>
          {record ? record.name : isPending ? '\u00a0' : translate('files.upload.missing')}
        </Typography>
      )}
      {caption && record && (
        <Typography variant="caption" component="div" color="text.secondary">
          <bdi>{formatBytes(record.size, locale)}</bdi>
        </Typography>
      )}
      {actions && (
        <Box sx={{ position: 'absolute', top: 4, insetInlineEnd: 4, display: 'flex', gap: 0.5 }}>{actions}</Box>
      )}
    </Box>
  );
}
