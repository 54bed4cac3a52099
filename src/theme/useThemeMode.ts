import { useSyncExternalStore } from 'react';
import { resolveThemeMode, useThemeChoice, type ThemeMode } from './themeChoice';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null);

const subscribe = (listener: () => void) => {
  const list = query();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
};
const systemPrefersDark = () => query()?.matches ?? false;

/** Light or dark now: the user's choice, or the system's preference when they chose 'system' (followed live). */
export function useThemeMode(): ThemeMode {
  const choice = useThemeChoice();
  const prefersDark = useSyncExternalStore(subscribe, systemPrefersDark);
  return resolveThemeMode(choice, prefersDark);
}
