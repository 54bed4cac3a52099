import { useEffect } from 'react';
import { clearNotice, readNotice } from './nextPageNotice';
import { showToast } from './toasts';

/** Shows as a toast the message a sign-in page left for the app ('account created' after signing up and in). */
export const HandedNotice = () => {
  useEffect(() => {
    const notice = readNotice();
    clearNotice();
    if (notice) showToast(notice.text, { variant: notice.variant });
  }, []);
  return null;
};
