// A mail's attachments under its message: images as thumbnails that open the lightbox (with the PDFs and videos of
// the message), other files as download links, and those the files rules refused named with the reason.
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import { Suspense, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatBytes, kindOf } from '../../widgets/files/fileKinds';
import { LazyLightbox, type LightboxItem } from '../../widgets/lightbox';
import type { SupportAttachment } from './api';

type Stored = SupportAttachment & { url: string; mime_type: string };

const downloadUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download=1`;

export function MessageAttachments({ attachments }: { attachments: SupportAttachment[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [shown, setShown] = useState<number | undefined>(undefined);
  if (!attachments.length) return null;
  const stored = attachments.filter((a): a is Stored => a.url !== null && a.mime_type !== null);
  const viewable = stored.filter((a) => kindOf(a.mime_type) !== 'other');
  const items: LightboxItem[] = viewable.map((a) => ({
    src: a.url,
    type: kindOf(a.mime_type),
    name: a.name,
    thumbnail: a.thumbnail_url ?? undefined,
    mime: a.mime_type,
    downloadUrl: downloadUrl(a.url),
  }));
  return (
    <Box
      data-testid="message-attachments"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.25, alignItems: 'center' }}
    >
      {attachments.map((a, i) => {
        const label = `${a.name} · ${formatBytes(a.size, locale)}`;
        if (a.refused) {
          return (
            <Chip
              key={i}
              icon={<BlockOutlined />}
              variant="outlined"
              label={<bdi>{translate(`support.attachments.refused_${a.refused}`, { name: a.name })}</bdi>}
            />
          );
        }
        const at = viewable.findIndex((v) => v.url === a.url);
        if (at >= 0 && a.thumbnail_url) {
          return (
            <ButtonBase
              key={i}
              onClick={() => setShown(at)}
              aria-label={translate('support.attachments.open', { name: a.name })}
              sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
            >
              <Box
                component="img"
                src={a.thumbnail_url}
                alt={a.name}
                sx={{ display: 'block', height: 72, maxWidth: 128, objectFit: 'cover' }}
              />
            </ButtonBase>
          );
        }
        if (at >= 0)
          return (
            <Chip
              key={i}
              icon={<AttachFileOutlined />}
              label={<bdi>{label}</bdi>}
              onClick={() => setShown(at)}
              variant="outlined"
            />
          );
        return (
          <Chip
            key={i}
            icon={<AttachFileOutlined />}
            label={<bdi>{label}</bdi>}
            component="a"
            href={downloadUrl(a.url!)}
            clickable
            variant="outlined"
          />
        );
      })}
      {shown !== undefined && (
        <Suspense fallback={null}>
          <LazyLightbox items={items} index={shown} onClose={() => setShown(undefined)} onIndexChange={setShown} />
        </Suspense>
      )}
    </Box>
  );
}
