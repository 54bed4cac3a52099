import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { loginPathFor } from '../authProvider/redirect';
import { apiEvents } from '../dataProvider/apiEvents';
import { leaveNotice } from './nextPageNotice';
import { showToast } from './toasts';

/** One 401 is enough: the calls failing alongside it must not start more sign-outs. */
const UNAUTHORIZED_GUARD_MS = 2000;

/**
 * The global handler of API errors: every failed call shows its catalogue message as a red toast,
 * and a 401 anywhere signs the user out to `/login?redirect=<the page they were on>`.
 */
export const ApiErrorHandler = () => {
  const logout = useLogout();

  useEffect(() => {
    let lastUnauthorizedAt = -Infinity;
    const offError = apiEvents.on('error', ({ error }) => {
      showToast(error.message, { variant: 'error', fromApi: true });
      // the sign-in page the 401 leads to is not the app's: it says why the user is there
      if (error.status === 401) leaveNotice({ text: error.message, variant: 'error' });
    });
    const offUnauthorized = apiEvents.on('unauthorized', () => {
      const now = Date.now();
      if (now - lastUnauthorizedAt < UNAUTHORIZED_GUARD_MS) return;
      lastUnauthorizedAt = now;
      void logout({}, loginPathFor(window.location), false);
    });
    return () => {
      offError();
      offUnauthorized();
    };
  }, [logout]);

  return null;
};
