// The page body: ra-input-rich-text (tiptap) with headings, formatting, lists, links, images, video embeds, paragraph
// direction, tables, undo/redo; a code (HTML) view of the same field, a split view of both, and full screen.
import Code from '@mui/icons-material/Code';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import VerticalSplit from '@mui/icons-material/VerticalSplit';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RichTextInput } from 'ra-input-rich-text';
import { TableKit } from '@tiptap/extension-table';
import { useState, type JSX } from 'react';
import { useTranslate } from 'react-admin';
import { CodeInput } from '../../../widgets/code/CodeInput';
import { DirectionButtons } from './DirectionButtons';
import { EmbedButton } from './EmbedButton';
import { ImageButton } from './ImageButton';
import { TableButton } from './TableButton';
import { richTextOptions } from '../../../widgets/richText/editorOptions';
import { RichTextToolbar } from '../../../widgets/richText/RichTextToolbar';
import { Embed } from './embedNode';
import { UndoRedoButtons } from './UndoRedoButtons';

const editorOptions = richTextOptions([Embed, TableKit.configure({ table: { resizable: false } })]);
type View = 'visual' | 'code' | 'split';

export default function BodyEditor() {
  const translate = useTranslate();
  const [view, setView] = useState<View>('visual');
  const [full, setFull] = useState(false);
  const toggle = (key: 'code' | 'split' | 'full', on: boolean, label: string, icon: JSX.Element, flip: () => void) => (
    <ToggleButton
      key={key}
      value={key}
      selected={on}
      aria-label={translate(label)}
      title={translate(label)}
      aria-pressed={on}
      onClick={flip}
    >
      {icon}
    </ToggleButton>
  );
  const modes = (
    <ToggleButtonGroup size="small">
      {toggle('code', view === 'code', 'cms.editor.code_view', <Code fontSize="inherit" />, () =>
        setView(view === 'code' ? 'visual' : 'code'),
      )}
      {toggle('split', view === 'split', 'cms.editor.split_view', <VerticalSplit fontSize="inherit" />, () =>
        setView(view === 'split' ? 'visual' : 'split'),
      )}
      {toggle(
        'full',
        full,
        full ? 'cms.editor.exit_full_screen' : 'cms.editor.full_screen',
        full ? <FullscreenExit fontSize="inherit" /> : <Fullscreen fontSize="inherit" />,
        () => setFull((f) => !f),
      )}
    </ToggleButtonGroup>
  );
  const toolbar = (
    <RichTextToolbar
      start={<UndoRedoButtons />}
      afterAlignment={<DirectionButtons />}
      afterLink={
        <>
          <ImageButton />
          <TableButton />
          <EmbedButton />
        </>
      }
    />
  );
  const code = (
    <CodeInput source="body" label={translate('cms.editor.code_view')} minRows={view === 'split' ? 12 : 16} />
  );
  const visual = (
    <RichTextInput
      source="body"
      label={translate('cms.editor.body')}
      editorOptions={editorOptions}
      toolbar={toolbar}
      fullWidth
      sx={{
        '& .ProseMirror': { minHeight: 240 },
        '& iframe': { maxWidth: '100%' },
        '& .ProseMirror table': { borderCollapse: 'collapse', my: 1 },
        '& .ProseMirror td, & .ProseMirror th': {
          border: 1,
          borderColor: 'divider',
          p: 0.5,
          minWidth: 48,
          verticalAlign: 'top',
        },
        '& .ProseMirror th': { bgcolor: 'action.hover', fontWeight: 600 },
        '& .ProseMirror .selectedCell': { bgcolor: 'action.selected' },
      }}
    />
  );
  return (
    <Box
      data-testid="body-editor"
      sx={
        full
          ? {
              position: 'fixed',
              inset: 0,
              zIndex: (theme) => theme.zIndex.modal,
              bgcolor: 'background.paper',
              p: 2,
              overflow: 'auto',
            }
          : { width: '100%' }
      }
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 0.5 }}>{modes}</Box>
      {view === 'visual' && visual}
      {view === 'code' && code}
      {view === 'split' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          {visual}
          {code}
        </Box>
      )}
    </Box>
  );
}
