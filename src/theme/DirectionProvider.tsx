import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { directionOf } from '../i18n/locales';
import { useAppLocale } from '../i18n/localeStore';
import { emotionCacheFor } from './emotionCache';

/** Wraps the app in the emotion cache of the current language's direction. */
export const DirectionProvider = ({ children }: { children: ReactNode }) => {
  const locale = useAppLocale();
  return <CacheProvider value={emotionCacheFor(directionOf(locale))}>{children}</CacheProvider>;
};
