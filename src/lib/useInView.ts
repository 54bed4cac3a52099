import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come near the screen (once true, stays true): a part below the fold loads its code and
 * data when the user scrolls to it, not with the first screen. Without IntersectionObserver it is true at once.
 */
export function useInView(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen;
}
