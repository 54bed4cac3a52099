// Toolbar button: a YouTube or Vimeo link becomes an embed (width and height at least 200, default 560 by 315).
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { embedUrl } from '../../../../definitions/cms/embedUrl';
import { AddressField } from '../../../widgets/richText/AddressField';
import { EMBED_DEFAULT, EMBED_MIN } from './embedNode';
import { InsertButton } from './InsertButton';
import { SizeInputs } from './SizeInputs';

export function EmbedButton() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState('');
  const [width, setWidth] = useState(String(EMBED_DEFAULT.width));
  const [height, setHeight] = useState(String(EMBED_DEFAULT.height));
  const [tried, setTried] = useState(false);
  const src = embedUrl(link.trim());
  const sizeError = (value: string) => (!(Number(value) >= EMBED_MIN) ? translate('cms.editor.embed_min') : undefined);
  const insert = () => {
    setTried(true);
    if (!src || sizeError(width) || sizeError(height)) return;
    editor
      .chain()
      .focus()
      .setEmbed({ src, width: Number(width), height: Number(height) })
      .run();
    setOpen(false);
    setLink('');
    setTried(false);
  };
  const label = translate('cms.editor.embed');
  return (
    <InsertButton
      value="embed"
      label={label}
      icon={<OndemandVideo fontSize="inherit" />}
      open={open}
      setOpen={setOpen}
      onInsert={insert}
    >
      <AddressField
        label={translate('cms.editor.embed_url')}
        value={link}
        onChange={setLink}
        tried={tried}
        error={src ? undefined : translate('cms.editor.embed_invalid')}
      />
      <SizeInputs
        width={width}
        height={height}
        setWidth={setWidth}
        setHeight={setHeight}
        sizeError={sizeError}
        tried={tried}
        min={EMBED_MIN}
      />
    </InsertButton>
  );
}
