import { describe, expect, it } from 'vitest';
import { recordChanged } from './recordChange';

describe('recordChanged', () => {
  it('compares the last change time when both records carry one', () => {
    expect(
      recordChanged(
        { id: 1, name: 'א', updated_at: '2026-11-26T10:00:00Z' },
        { id: 1, name: 'ב', updated_at: '2026-11-26T10:00:00Z' },
      ),
    ).toBe(false);
    expect(
      recordChanged({ id: 1, updated_at: '2026-11-26T10:00:00Z' }, { id: 1, updated_at: '2026-11-26T10:05:00Z' }),
    ).toBe(true);
  });
  it('otherwise compares the values both carry, ignoring fields only one has', () => {
    expect(recordChanged({ id: 1, name: 'א' }, { id: 1, name: 'א', count: 3 })).toBe(false);
    expect(recordChanged({ id: 1, name: 'א', tags: ['x'] }, { id: 1, name: 'א', tags: ['y'] })).toBe(true);
  });
});
