import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to draw: `step` more after each paint, until `total`. Drawing a table of
 * rich rows in steps keeps every main-thread task short; the rows appear within a few frames. While
 * `paused` (the list is covered by a dialog that needs the page's time), no more are drawn.
 */
export function useProgressiveCount(total: number, step: number, paused = false): number {
  const [count, setCount] = useState(Math.min(total, step));
  useEffect(() => {
    if (count >= total || paused) return;
    const timer = setTimeout(() => startTransition(() => setCount((c) => Math.min(total, c + step))), 0);
    return () => clearTimeout(timer);
  }, [count, total, step, paused]);
  return Math.min(count, total);
}
