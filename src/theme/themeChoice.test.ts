import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('theme choice', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.resetModules();
  });
  const load = () => import('./themeChoice');

  it('is "system" until a user chooses, then remembered per user', async () => {
    const { themeChoiceStore, themeKey } = await load();
    expect(themeChoiceStore.get()).toBe('system');
    themeChoiceStore.setUser('u1');
    themeChoiceStore.set('dark');
    expect(window.localStorage.getItem(themeKey('u1'))).toBe('dark');
    themeChoiceStore.setUser('u2');
    expect(themeChoiceStore.get()).toBe('system');
    themeChoiceStore.set('light');
    themeChoiceStore.setUser('u1');
    expect(themeChoiceStore.get()).toBe('dark');
  });

  it('starts the next page load in the last user’s choice, and ignores what is not a choice', async () => {
    const first = await load();
    first.themeChoiceStore.setUser('u1');
    first.themeChoiceStore.set('dark');
    vi.resetModules();
    expect((await load()).themeChoiceStore.get()).toBe('dark');
    window.localStorage.setItem('theme.u1', 'purple');
    vi.resetModules();
    expect((await load()).themeChoiceStore.get()).toBe('system');
  });

  it('tells subscribers of a change', async () => {
    const { themeChoiceStore } = await load();
    themeChoiceStore.setUser('u1');
    const listener = vi.fn();
    const stop = themeChoiceStore.subscribe(listener);
    themeChoiceStore.setUser('u1');
    themeChoiceStore.set('dark');
    themeChoiceStore.set('dark');
    stop();
    themeChoiceStore.set('light');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('resolves "system" by the system preference', async () => {
    const { resolveThemeMode } = await load();
    expect(resolveThemeMode('system', true)).toBe('dark');
    expect(resolveThemeMode('system', false)).toBe('light');
    expect(resolveThemeMode('light', true)).toBe('light');
    expect(resolveThemeMode('dark', false)).toBe('dark');
  });
});
