// The one home for mixed-direction text in strings (in markup, a value is its own <bdi>).

/**
 * A value someone wrote (a name, an address, a code) inside a translated sentence or a joined line: one isolated run
 * (Unicode first-strong isolate, like <bdi>), its direction from its own letters, so "Got it!" keeps its "!" at its end
 * in Hebrew and an address reads left to right.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
