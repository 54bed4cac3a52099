// A video player in the page: an iframe of a YouTube or Vimeo embed address (the only iframes the server keeps).
import { mergeAttributes, Node } from '@tiptap/core';

export const EMBED_DEFAULT = { width: 560, height: 315 };
export const EMBED_MIN = 200;

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    embed: { setEmbed: (attrs: { src: string; width: number; height: number }) => ReturnType };
  }
}

export const Embed = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      width: { default: EMBED_DEFAULT.width },
      height: { default: EMBED_DEFAULT.height },
    };
  },
  parseHTML() {
    return [{ tag: 'iframe[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'iframe',
      mergeAttributes(HTMLAttributes, {
        frameborder: '0',
        allowfullscreen: 'true',
        allow: 'autoplay; fullscreen; picture-in-picture',
      }),
    ];
  },
  addCommands() {
    return {
      setEmbed:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});
