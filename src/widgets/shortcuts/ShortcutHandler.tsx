import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { createMatcher } from './matcher';
import { shortcuts } from './registry';
import { runPageAction } from './runAction';
import { ShortcutsDialog } from './ShortcutsDialog';

/** Inside an open dialog or menu, plain keys belong to it (type-ahead, its own fields). */
const inOverlay = (target: EventTarget | null) =>
  target instanceof Element && Boolean(target.closest('[role="dialog"], [role="menu"], [role="listbox"]'));

/** Listens for the registry's shortcuts across the signed-in admin and shows the cheat sheet on '?'. */
export const ShortcutHandler = () => {
  const navigate = useNavigate();
  const matcher = useMemo(() => createMatcher(shortcuts), []);
  const [helpOpen, setHelpOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (!(event.ctrlKey || event.metaKey) && inOverlay(event.target)) return;
      const found = matcher.press(event);
      if (found === null || (found !== 'pending' && found.listedOnly)) return;
      if (found === 'pending') return event.preventDefault();
      const { action } = found;
      let used = true;
      if (action.type === 'go') navigate(action.path);
      else if (action.type === 'help') setHelpOpen(true);
      else used = runPageAction(action);
      if (used) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [matcher, navigate]);
  return <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />;
};
