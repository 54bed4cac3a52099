import StarterKit from '@tiptap/starter-kit';
import type { Extensions } from '@tiptap/core';
import { DefaultEditorOptions } from 'ra-input-rich-text';

/**
 * ra-input-rich-text's editor, with each paragraph taking the direction of its own text (Hebrew right to left,
 * English left to right) and links that a click selects for editing instead of opening in a new tab.
 */
export function richTextOptions(extra: Extensions = []) {
  const base = (DefaultEditorOptions.extensions ?? []).map((extension) =>
    extension.name === 'starterKit' ? StarterKit.configure({ link: { openOnClick: false } }) : extension,
  );
  return { ...DefaultEditorOptions, extensions: [...base, ...extra], textDirection: 'auto' as const };
}
