/** A message one page leaves for the page that comes next (the sign-in page, or the app after signing in). */
export interface PageNotice {
  text: string;
  variant: 'success' | 'info' | 'error';
}

/** A notice not picked up within this time belongs to nothing on screen any more. */
const FRESH_MS = 30_000;

let left: (PageNotice & { at: number }) | null = null;

/**
 * Leaves a message for the next page: the sign-in pages and the app are drawn by different code, so a
 * toast of one does not outlive the switch to the other ('the session ended' from the app, 'the password was
 * changed' from a reset, 'account created' from the sign-up).
 */
export const leaveNotice = (notice: PageNotice): void => {
  left = { ...notice, at: Date.now() };
};

/** The notice left for this page, if any and still fresh (it stays until `clearNotice`). */
export const readNotice = (): PageNotice | null =>
  left && Date.now() - left.at < FRESH_MS ? { text: left.text, variant: left.variant } : null;

export const clearNotice = (): void => {
  left = null;
};
