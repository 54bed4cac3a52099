import {
  AlignmentButtons,
  ClearButtons,
  FormatButtons,
  LevelSelect,
  ListButtons,
  QuoteButtons,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import type { ReactNode } from 'react';
import { LinkButton } from './LinkButton';

interface Props {
  /** Buttons before the heading level (undo and redo). */
  start?: ReactNode;
  /** Buttons after the alignment (paragraph direction). */
  afterAlignment?: ReactNode;
  /** Buttons after the link (images, tables, embeds). */
  afterLink?: ReactNode;
}

/**
 * ra-input-rich-text's toolbar, with a link dialog that checks the address instead of the browser's prompt; an editor
 * that offers more adds its buttons in their places.
 */
export function RichTextToolbar({ start, afterAlignment, afterLink }: Props) {
  return (
    <RichTextInputToolbar size="small">
      {start}
      <LevelSelect size="small" />
      <FormatButtons size="small" />
      <AlignmentButtons size="small" />
      {afterAlignment}
      <ListButtons size="small" />
      <LinkButton />
      {afterLink}
      <QuoteButtons size="small" />
      <ClearButtons size="small" />
    </RichTextInputToolbar>
  );
}
