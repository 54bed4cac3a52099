import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import en from '../../i18n/en';
import he from '../../i18n/he';
import { OfflineBanner } from './OfflineBanner';
import { useOnline } from './useOnline';

/** The browser's network state as the hook reads it, and the event it sends when it changes. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const renderBanner = (locale: 'he' | 'en') =>
  render(
    <AdminContext
      store={memoryStore()}
      i18nProvider={polyglotI18nProvider((l) => (l === 'en' ? en : he) as unknown as TranslationMessages, locale, [], {
        allowMissing: true,
      })}
    >
      <OfflineBanner />
    </AdminContext>,
  );

describe('offline state', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('useOnline follows navigator.onLine through the offline and online events', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    goOnline(false);
    expect(result.current).toBe(false);
    goOnline(true);
    expect(result.current).toBe(true);
  });

  it('starts offline when the page opens without a network', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(false);
  });

  it('shows the banner in Hebrew while offline and hides it when the network is back', async () => {
    renderBanner('he');
    expect(screen.queryByRole('status')).toBeNull();
    goOnline(false);
    expect(await screen.findByRole('status')).toHaveTextContent('אין חיבור לרשת.');
    goOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says it in English', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderBanner('en');
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline. What you see is not updated');
  });
});
