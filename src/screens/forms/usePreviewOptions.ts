// How the builder's live preview shows the form: at desktop or phone width, and in which of the app's languages
// (the admin's own at first).
import { useState } from 'react';
import { useLocaleState } from 'react-admin';
import { isAppLocale, type AppLocale } from '../../i18n/locales';

export type PreviewWidth = 'desktop' | 'phone';

export interface PreviewOptions {
  width: PreviewWidth;
  setWidth: (width: PreviewWidth) => void;
  locale: AppLocale;
  setLocale: (locale: AppLocale) => void;
}

export function usePreviewOptions(): PreviewOptions {
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [appLocale] = useLocaleState();
  const [locale, setLocale] = useState<AppLocale>(isAppLocale(appLocale) ? appLocale : 'he');
  return { width, setWidth, locale, setLocale };
}
