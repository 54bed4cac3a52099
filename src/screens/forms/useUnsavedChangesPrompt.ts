// While there are unsaved changes, leaving asks first: moving to another page inside the app asks with a
// confirmation (a change of the query string alone, such as the builder's tab, does not), and closing or
// reloading the browser tab asks with the browser's own prompt.
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useBlocker } from 'react-router-dom';

export function useUnsavedChangesPrompt(dirty: boolean) {
  const translate = useTranslate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('forms.builder.unsaved'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, translate]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
