import { describe, expect, it } from 'vitest';
import { clampColumnWidth, DEFAULT_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './columnWidth';
import { ROW_HEIGHT, wrappedRowHeight } from './wrapRowHeight';

describe('clampColumnWidth', () => {
  it('never goes under 80 px', () => {
    expect(MIN_COLUMN_WIDTH).toBe(80);
    expect(clampColumnWidth(10)).toBe(80);
    expect(clampColumnWidth(79.6)).toBe(80);
    expect(clampColumnWidth(-5)).toBe(80);
  });

  it('keeps wider widths in whole pixels and defaults unknown ones', () => {
    expect(clampColumnWidth(80)).toBe(80);
    expect(clampColumnWidth(233.4)).toBe(233);
    expect(clampColumnWidth(undefined)).toBe(DEFAULT_COLUMN_WIDTH);
    expect(clampColumnWidth(Number.NaN)).toBe(DEFAULT_COLUMN_WIDTH);
  });
});

describe('wrappedRowHeight', () => {
  const columns = [
    { key: 'note', label: 'Note' },
    { key: 'amount', label: 'Amount', format: 'number' as const },
  ];
  const width = () => 160;

  it('keeps short rows at the normal height', () => {
    expect(ROW_HEIGHT).toBe(50);
    expect(wrappedRowHeight({ note: 'short', amount: 1 }, columns, width)).toBe(50);
  });

  it('grows with long text and line breaks, up to a cap', () => {
    const three = wrappedRowHeight({ note: 'x'.repeat(50) }, columns, width);
    expect(three).toBeGreaterThan(50);
    expect(wrappedRowHeight({ note: 'a\nb\nc\nd' }, columns, width)).toBe(4 * 20 + 10);
    expect(wrappedRowHeight({ note: 'x'.repeat(10_000) }, columns, width)).toBe(8 * 20 + 10);
  });
});
