import { useCallback } from 'react';
import { useTranslate } from 'ra-core';

/** `translate` for the wizard's messages: keys are relative to `importWizard.`. */
export function useImportTranslate() {
  const translate = useTranslate();
  return useCallback(
    (key: string, options?: Record<string, unknown>) => translate(`importWizard.${key}`, options),
    [translate],
  );
}
