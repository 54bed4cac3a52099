import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_QUERY, useIsMobile, WIDE_QUERY } from '../theme/dimensions';
import { NAV_OPEN_KEY, navOpenAfterResize, readNavOpen, sidebarWidth, useNavOpen, writeNavOpen } from './navState';

/** A window of a given width: matchMedia answers min-/max-width queries from it and notifies on resize. */
function fakeWindowWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    onchange: null,
    dispatchEvent: () => true,
  }));
  return {
    resize(next: number) {
      width = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

describe('sidebar rules', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('is open by default, 220 px open and 80 px closed', () => {
    expect(readNavOpen()).toBe(true);
    expect(sidebarWidth(true)).toBe(220);
    expect(sidebarWidth(false)).toBe(80);
  });

  it('keeps its state under the local-storage key navOpen', () => {
    writeNavOpen(false);
    expect(localStorage.getItem(NAV_OPEN_KEY)).toBe('false');
    expect(readNavOpen()).toBe(false);
    writeNavOpen(true);
    expect(readNavOpen()).toBe(true);
  });

  it('opens by itself only when the window grows past 1100 px', () => {
    expect(navOpenAfterResize(false, false, true)).toBe(true);
    expect(navOpenAfterResize(false, true, true)).toBe(false);
    expect(navOpenAfterResize(true, true, false)).toBe(true);
    expect(navOpenAfterResize(false, true, false)).toBe(false);
  });

  it('useNavOpen: toggling is remembered, and a window growing past 1100 px opens it', () => {
    const window = fakeWindowWidth(1000);
    const { result, unmount } = renderHook(() => useNavOpen());
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    expect(localStorage.getItem('navOpen')).toBe('false');

    window.resize(1050);
    expect(result.current[0]).toBe(false);
    window.resize(1280);
    expect(result.current[0]).toBe(true);
    expect(localStorage.getItem('navOpen')).toBe('true');
    unmount();

    // A reload keeps a closed sidebar closed on a wide screen.
    writeNavOpen(false);
    const again = renderHook(() => useNavOpen());
    expect(again.result.current[0]).toBe(false);
  });

  it('useIsMobile: the bottom menu takes over under 768 px', () => {
    const window = fakeWindowWidth(390);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(true);
    window.resize(767);
    expect(result.current).toBe(true);
    window.resize(768);
    expect(result.current).toBe(false);
    expect(MOBILE_QUERY).toContain('max-width');
    expect(WIDE_QUERY).toContain('min-width');
  });
});
