import { lazy } from 'react';

export type { LightboxItem } from './types';
/** The lightbox and its styles load with the first one opened. */
export const LazyLightbox = lazy(() => import('./MediaLightbox'));
