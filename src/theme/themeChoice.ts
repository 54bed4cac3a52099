import { useSyncExternalStore } from 'react';
import { storage } from '../lib/storage';

/** What a user picked: follow the system (prefers-color-scheme), or always light, or always dark. */
export type ThemeChoice = 'system' | 'light' | 'dark';
export type ThemeMode = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
export const isThemeChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

/** The choice is kept per signed-in user; the last user's id lets the next page load start in their theme. */
export const themeKey = (userId: string) => `theme.${userId}`;
export const LAST_THEME_USER_KEY = 'theme.last_user';

export function readThemeChoice(userId: string | null): ThemeChoice {
  const stored = userId ? storage.get(themeKey(userId)) : null;
  return isThemeChoice(stored) ? stored : 'system';
}

export function writeThemeChoice(userId: string | null, choice: ThemeChoice): void {
  if (userId) storage.set(themeKey(userId), choice);
}

/** Light or dark for a choice, given whether the system prefers dark. */
export const resolveThemeMode = (choice: ThemeChoice, systemPrefersDark: boolean): ThemeMode =>
  choice === 'system' ? (systemPrefersDark ? 'dark' : 'light') : choice;

// The current user and their choice, outside react-admin's contexts (the theme is made above them, in App).
let userId: string | null = storage.get(LAST_THEME_USER_KEY);
let choice: ThemeChoice = readThemeChoice(userId);
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const themeChoiceStore = {
  get: (): ThemeChoice => choice,
  /** The signed-in user is known (or changed): their own choice applies from now on. */
  setUser(id: string): void {
    storage.set(LAST_THEME_USER_KEY, id);
    if (id === userId) return;
    userId = id;
    choice = readThemeChoice(id);
    notify();
  },
  set(next: ThemeChoice): void {
    writeThemeChoice(userId, next);
    if (next === choice) return;
    choice = next;
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useThemeChoice = (): ThemeChoice => useSyncExternalStore(themeChoiceStore.subscribe, themeChoiceStore.get);
