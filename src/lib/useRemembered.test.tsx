import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRemembered } from './useRemembered';

const isView = (v: unknown): v is 'week' | 'month' => v === 'week' || v === 'month';

describe('useRemembered', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts from the initial value, keeps a change in local storage, and reads it back next time', () => {
    const first = renderHook(() => useRemembered('calendar.view', 'week', isView));
    expect(first.result.current[0]).toBe('week');
    act(() => first.result.current[1]('month'));
    expect(first.result.current[0]).toBe('month');
    expect(window.localStorage.getItem('calendar.view')).toBe('"month"');
    const again = renderHook(() => useRemembered('calendar.view', 'week', isView));
    expect(again.result.current[0]).toBe('month');
  });

  it('falls back to the initial value for what is stored but no longer valid, or not JSON', () => {
    window.localStorage.setItem('calendar.view', '"year"');
    expect(renderHook(() => useRemembered('calendar.view', 'week', isView)).result.current[0]).toBe('week');
    window.localStorage.setItem('calendar.view', '{oops');
    expect(renderHook(() => useRemembered('calendar.view', 'week', isView)).result.current[0]).toBe('week');
  });

  it('reads the choice of another key when the key changes (another user)', () => {
    window.localStorage.setItem('week.b', '"month"');
    const hook = renderHook(({ key }) => useRemembered(key, 'week', isView), { initialProps: { key: 'week.a' } });
    expect(hook.result.current[0]).toBe('week');
    hook.rerender({ key: 'week.b' });
    expect(hook.result.current[0]).toBe('month');
  });
});
