import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useFirstRowsFirst } from './useFirstRowsFirst';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ path: `field.${i}` }));

const Drawn = ({ data, paused, into }: { data: { path: string }[]; paused: boolean; into: number[] }) => {
  const drawn = useFirstRowsFirst(data, { first: 2, step: 2, keyOf: (row) => row.path, paused });
  useLayoutEffect(() => {
    into.push(drawn.length);
  });
  return null;
};

describe('useFirstRowsFirst', () => {
  it('draws no more while paused, and the rest once it is not; rows known by their key stay drawn', () => {
    const commits: number[] = [];
    const data = rows(9);
    const { rerender } = render(<Drawn data={data} paused into={commits} />);
    expect(commits).toEqual([2]);
    rerender(<Drawn data={data} paused={false} into={commits} />);
    expect(commits.at(-1)).toBe(9);
    expect(commits).toEqual([...commits].sort((a, b) => a - b));
    // the same rows as new objects, one more at the end: none drawn again from the start
    commits.length = 0;
    rerender(<Drawn data={[...rows(9), { path: 'field.9' }]} paused={false} into={commits} />);
    expect(commits[0]).toBe(9);
    expect(commits.at(-1)).toBe(10);
  });
});
