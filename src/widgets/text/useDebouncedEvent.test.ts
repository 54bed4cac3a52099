import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT_DEBOUNCE_MS, useDebouncedEvent } from './useDebouncedEvent';

describe('the text input debounced event (700 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires once, 700 ms after the last change, with the last value', () => {
    const settle = vi.fn();
    const { result } = renderHook(() => useDebouncedEvent<string>(settle));
    expect(TEXT_DEBOUNCE_MS).toBe(700);
    act(() => result.current('a'));
    act(() => vi.advanceTimersByTime(500));
    act(() => result.current('ab'));
    act(() => vi.advanceTimersByTime(699));
    expect(settle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(settle).toHaveBeenCalledTimes(1);
    expect(settle).toHaveBeenCalledWith('ab');
  });

  it('does not fire after unmounting', () => {
    const settle = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedEvent<string>(settle));
    act(() => result.current('a'));
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(settle).not.toHaveBeenCalled();
  });
});
