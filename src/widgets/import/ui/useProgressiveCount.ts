import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to draw: `step` more after each paint, until `total`. Drawing a table of
 * rich rows in steps keeps every main-thread task short; the rows appear within a few frames.
 */
export function useProgressiveCount(total: number, step: number): number {
  const [count, setCount] = useState(Math.min(total, step));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((c) => Math.min(total, c + step))), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
