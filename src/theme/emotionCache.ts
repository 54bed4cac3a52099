import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../i18n/locales';

/**
 * One emotion cache per direction: the right-to-left one runs stylis-plugin-rtl, which flips
 * physical properties (left/right, margins, paddings) in every style MUI and we generate.
 */
const caches: Record<Direction, EmotionCache> = {
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
  ltr: createCache({ key: 'mui', stylisPlugins: [prefixer] }),
};

export const emotionCacheFor = (direction: Direction): EmotionCache => caches[direction];
