import { useEffect, useState } from 'react';
import { clearNotice, readNotice, type PageNotice } from '../notifications/nextPageNotice';

/** The card's message: at first the one the previous page left (picked up once), then what this page says. */
export function useNotice() {
  const [notice, setNotice] = useState<PageNotice | null>(readNotice);
  useEffect(clearNotice, []);
  return [notice, setNotice] as const;
}
