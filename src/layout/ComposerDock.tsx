// The drafts in the bottom corner (the inline end, like Gmail's): open windows and minimised bars side by side.
// At phone width an open draft covers the screen and the minimised ones wait above the bottom menu.
import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { BOTTOM_MENU_HEIGHT, useIsMobile } from '../theme/dimensions';
import { lazyPart } from '../engine/lazy';
import { reactAdminKey } from '../dataProvider/queryKeys';
import { supportKeys } from '../screens/support/api';
import { useComposerOptions, type SentKeys } from '../widgets/composer/composerApi';
import { composerStore, useDrafts } from '../widgets/composer/draftStore';

// The draft windows come when there is a draft to show: the dock is on every signed-in page, a draft seldom.
const ComposerWindow = lazyPart(() => import('../widgets/composer/ComposerWindow').then((m) => m.ComposerWindow));

/** A sent message may have logged a note and started or continued a support thread. */
const SENT_KEYS: SentKeys = [reactAdminKey('notes'), supportKeys.all];

export default function ComposerDock() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const userId = identity?.id ?? null;
  useEffect(() => composerStore.bindUser(userId), [userId]);
  const drafts = useDrafts();
  const fullScreen = useIsMobile();
  const options = useComposerOptions(drafts.length > 0);
  if (!drafts.length || userId === null || !composerStore.isBoundTo(userId)) return null;
  // on a phone one draft is open at a time: the one touched last
  const openOnPhone = fullScreen
    ? drafts.filter((d) => !d.minimized).sort((a, b) => b.updated_at - a.updated_at)[0]
    : undefined;
  return (
    <Box
      component="aside"
      aria-label={translate('composer.drafts')}
      sx={{
        position: 'fixed',
        insetInlineEnd: fullScreen ? 8 : 16,
        insetInlineStart: fullScreen ? 8 : 'auto',
        bottom: fullScreen ? BOTTOM_MENU_HEIGHT + 4 : 0,
        zIndex: (t) => t.zIndex.drawer + 2,
        display: 'flex',
        flexDirection: fullScreen ? 'column' : 'row-reverse',
        alignItems: fullScreen ? 'stretch' : 'flex-end',
        gap: fullScreen ? 0.5 : 1.5,
        pointerEvents: 'none',
        maxWidth: fullScreen ? undefined : 'calc(100vw - 32px)',
      }}
    >
      {drafts.map((draft) => (
        <ComposerWindow
          key={draft.id}
          draft={fullScreen && draft !== openOnPhone && !draft.minimized ? { ...draft, minimized: true } : draft}
          options={options.data}
          fullScreen={fullScreen}
          sentKeys={SENT_KEYS}
        />
      ))}
    </Box>
  );
}
