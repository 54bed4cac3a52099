// The lightbox: images with zoom 1 to 3 (double-click zooms to 3), video, PDF in the
// browser's viewer, other files as a card; next/previous, thumbnails, a counter, open in a new tab and download;
// keyboard and swipe. yet-another-react-lightbox follows the page's direction: in Hebrew 'next' is to the left.
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import Lightbox, { IconButton, useLightboxState, type Slide } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Download from 'yet-another-react-lightbox/plugins/download';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Video from 'yet-another-react-lightbox/plugins/video';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import type { LightboxItem } from './types';

/** Zoom 1 to 3. */
export const LIGHTBOX_MAX_ZOOM = 3;

declare module 'yet-another-react-lightbox' {
  interface FileSlide extends GenericSlide {
    type: 'file';
    src: string;
    kind: 'pdf' | 'other';
    name: string;
    mime?: string;
  }
  interface SlideTypes {
    file: FileSlide;
  }
  interface Labels {
    'Open in a new tab'?: string;
  }
  interface GenericSlide {
    /** Ours: the item this slide shows. */
    item?: LightboxItem;
  }
}

const downloadOf = (item: LightboxItem) =>
  item.download === false ? undefined : { url: item.downloadUrl ?? item.src, filename: item.name ?? '' };

function toSlide(item: LightboxItem): Slide {
  const common = { item, thumbnail: item.thumbnail, download: downloadOf(item) };
  switch (item.type) {
    case 'image':
      return { ...common, type: 'image', src: item.src, alt: item.name, width: item.width, height: item.height };
    case 'video':
      return {
        ...common,
        type: 'video',
        sources: [{ src: item.src, type: item.mime ?? 'video/mp4' }],
        poster: item.thumbnail,
      };
    default:
      return { ...common, type: 'file', src: item.src, kind: item.type, name: item.name ?? '', mime: item.mime };
  }
}

const FileCard = ({ name, src, kind }: { name: string; src: string; kind: 'pdf' | 'other' }) => {
  const translate = useTranslate();
  if (kind === 'pdf') {
    return (
      <Box
        component="iframe"
        title={name}
        src={src}
        sx={{ width: 'min(100%, 1000px)', height: '100%', border: 0, bgcolor: 'common.white' }}
      />
    );
  }
  return (
    <Stack spacing={2} alignItems="center" sx={{ color: 'common.white', p: 3, textAlign: 'center' }}>
      <InsertDriveFileOutlined sx={{ fontSize: 96 }} />
      <Typography variant="h6" component="p" dir="auto" sx={{ wordBreak: 'break-word' }}>
        {name}
      </Typography>
      <Typography>{translate('files.lightbox.no_preview')}</Typography>
      <Button variant="contained" href={src} target="_blank" rel="noopener" startIcon={<OpenInNew />}>
        {translate('files.lightbox.open')}
      </Button>
    </Stack>
  );
};

const thumbnailIcon = (slide: Slide) => {
  if (slide.type === 'video') return <PlayCircleOutline />;
  if (slide.type === 'file' && slide.kind === 'pdf') return <PictureAsPdfOutlined />;
  return <InsertDriveFileOutlined />;
};

/** 'Open in a new tab' for the current slide. */
const OpenButton = () => {
  const { currentSlide } = useLightboxState();
  const item = currentSlide?.item;
  if (!item || item.openFile === false) return null;
  return (
    <IconButton
      label="Open in a new tab"
      icon={() => <OpenInNew />}
      onClick={() => window.open(item.src, '_blank', 'noopener')}
    />
  );
};

interface Props {
  items: LightboxItem[];
  /** The item shown first; the lightbox is closed when undefined. */
  index: number | undefined;
  onClose: () => void;
  onIndexChange?: (index: number) => void;
}

export default function MediaLightbox({ items, index, onClose, onIndexChange }: Props) {
  const translate = useTranslate();
  const slides = items.map(toSlide);
  const zoomable = index !== undefined && items[index]?.type === 'image' && items[index]?.enableZoom !== false;
  return (
    <Lightbox
      open={index !== undefined}
      index={index ?? 0}
      close={onClose}
      slides={slides}
      plugins={[Thumbnails, Counter, Video, Zoom, Download]}
      on={{ view: ({ index: shown }) => onIndexChange?.(shown) }}
      // a short gallery does not loop: its thumbnails would repeat
      carousel={{ finite: slides.length <= 3 }}
      zoom={{
        minZoom: 1,
        maxZoom: zoomable ? LIGHTBOX_MAX_ZOOM : 1,
        maxZoomPixelRatio: LIGHTBOX_MAX_ZOOM,
        doubleClickMaxStops: 1,
        zoomInMultiplier: 1.5,
        scrollToZoom: true,
      }}
      thumbnails={{ width: 72, height: 54, border: 1, gap: 8, vignette: false, showToggle: false }}
      counter={{ separator: translate('files.lightbox.of'), container: { style: { top: 'unset', bottom: 0 } } }}
      toolbar={{ buttons: [<OpenButton key="open" />, 'download', 'zoom', 'close'] }}
      labels={{
        Previous: translate('files.lightbox.previous'),
        Next: translate('files.lightbox.next'),
        Close: translate('files.lightbox.close'),
        'Zoom in': translate('files.lightbox.zoom_in'),
        'Zoom out': translate('files.lightbox.zoom_out'),
        Download: translate('files.lightbox.download'),
        'Open in a new tab': translate('files.lightbox.open'),
        '{index} of {total}': translate('files.lightbox.counter', { index: '{index}', total: '{total}' }),
      }}
      render={{
        slide: ({ slide }) =>
          slide.type === 'file' ? <FileCard name={slide.name} src={slide.src} kind={slide.kind} /> : undefined,
        thumbnail: ({ slide }) =>
          slide.thumbnail ? (
            <Box
              component="img"
              src={slide.thumbnail}
              alt=""
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : slide.type === 'image' ? undefined : (
            thumbnailIcon(slide)
          ),
      }}
      styles={{ root: { '--yarl__color_backdrop': 'rgba(0, 0, 0, 0.9)' } as Record<string, string> }}
    />
  );
}
