import { useCallback, useMemo } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';

/**
 * Translates a message with a count: `smart_count` picks the plural form and `count` shows the number
 * formatted for the language (100,000 rather than 100000).
 */
export function useCountMessage(): (key: string, count: number) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return useCallback(
    (key: string, count: number) => translate(key, { smart_count: count, count: format.format(count) }),
    [translate, format],
  );
}

/** Formats a number for the current language. */
export function useNumberFormat(): (n: number) => string {
  const [locale] = useLocaleState();
  const format = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return useCallback((n: number) => format.format(n), [format]);
}
