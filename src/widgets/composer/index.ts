// The floating message composer: open a draft from anywhere with openComposer({...}); the dock shows them.
export { ComposerButton } from './ComposerButton';
export { openComposer } from './draftStore';
export type { DraftSeed, MessageDraft } from './draft';
