import InsertLink from '@mui/icons-material/InsertLink';
import LinkOff from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import { useEditorState } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { AddressField } from './AddressField';
import { linkAddress } from './linkAddress';
import { ToolbarDialogButton } from './ToolbarDialogButton';
// the link commands' types come with the Link extension of StarterKit
import type {} from '@tiptap/extension-link';

/**
 * A link on the selected text, asked for in a dialog in the user's language (ra-input-rich-text's own button uses the
 * browser's prompt, in its language, and takes anything): the address must be a web, e-mail or phone address or a
 * path on the site; an existing link opens with its address and can be removed.
 */
export function LinkButton() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [tried, setTried] = useState(false);
  // drawn again as the selection moves: a link needs selected text, or the cursor in a link
  const { active, canLink } = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const inLink = Boolean(e?.isActive('link'));
      return { active: inLink, canLink: Boolean(e?.isEditable && (inLink || !e.state.selection.empty)) };
    },
  }) ?? { active: false, canLink: false };
  const error = !href.trim()
    ? translate('inputs.link.required')
    : linkAddress(href)
      ? undefined
      : translate('inputs.link.invalid');

  const start = () => {
    setHref(active ? String(editor.getAttributes('link').href ?? '') : '');
    setTried(false);
    setOpen(true);
  };
  const save = () => {
    setTried(true);
    const address = linkAddress(href);
    if (!address) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    setOpen(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };
  return (
    <ToolbarDialogButton
      value="link"
      label={translate('ra.tiptap.link')}
      icon={InsertLink}
      open={open}
      onOpen={start}
      onClose={() => setOpen(false)}
      selected={active}
      disabled={!canLink}
      cancelLabel={translate('ra.action.cancel')}
      actionLabel={translate('inputs.link.save')}
      onAction={save}
      startActions={
        active ? (
          <Button color="error" startIcon={<LinkOff />} onClick={remove} sx={{ marginInlineEnd: 'auto' }}>
            {translate('inputs.link.remove')}
          </Button>
        ) : null
      }
    >
      <AddressField
        label={translate('ra.tiptap.link_dialog')}
        placeholder="https://"
        value={href}
        onChange={setHref}
        onEnter={save}
        tried={tried}
        error={error}
        help={translate('inputs.link.help')}
      />
    </ToolbarDialogButton>
  );
}
