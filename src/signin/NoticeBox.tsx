import type { PageNotice } from '../notifications/nextPageNotice';

/** A message inside the card: a failure as an alert (read at once), anything else as a status. */
export const NoticeBox = ({ notice }: { notice: PageNotice | null }) =>
  notice ? (
    <div
      className={`signin-notice signin-notice-${notice.variant}`}
      role={notice.variant === 'error' ? 'alert' : 'status'}
    >
      {notice.text}
    </div>
  ) : null;
