/** Another person's change of the record refreshes an open form (realtime lists) but never what this person is typing. */
export const KEEP_TYPING = { keepDirtyValues: true } as const;
