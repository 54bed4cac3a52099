// Toolbar button: a YouTube or Vimeo link becomes an embed (width and height at least 200, default 560 by 315).
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { embedUrl } from '../../../../definitions/cms/embedUrl';
import { AddressField } from '../../../widgets/richText/AddressField';
import { EMBED_DEFAULT, EMBED_MIN } from './embedNode';
import { InsertButton } from './InsertButton';
import { SizeInputs, type Size } from './SizeInputs';

export function EmbedButton() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [link, setLink] = useState('');
  const [size, setSize] = useState<Size>({ width: String(EMBED_DEFAULT.width), height: String(EMBED_DEFAULT.height) });
  const [tried, setTried] = useState(false);
  const src = embedUrl(link.trim());
  const sizeError = (value: string) => (!(Number(value) >= EMBED_MIN) ? translate('cms.editor.embed_min') : undefined);
  const insert = () => {
    setTried(true);
    if (!src || sizeError(size.width) || sizeError(size.height)) return false;
    editor
      .chain()
      .focus()
      .setEmbed({ src, width: Number(size.width), height: Number(size.height) })
      .run();
    setLink('');
    setTried(false);
    return true;
  };
  return (
    <InsertButton value="embed" label={translate('cms.editor.embed')} icon={OndemandVideo} onInsert={insert}>
      <AddressField
        label={translate('cms.editor.embed_url')}
        value={link}
        onChange={setLink}
        tried={tried}
        error={src ? undefined : translate('cms.editor.embed_invalid')}
      />
      <SizeInputs size={size} setSize={setSize} sizeError={sizeError} tried={tried} min={EMBED_MIN} />
    </InsertButton>
  );
}
