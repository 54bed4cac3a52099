// How far the reading of a file has come. The phase is state (the wizard draws it); the share read so far changes
// far more often, so it is kept in a store that only the progress bar (and the preview's wait) subscribes to.
import { useCallback, useMemo, useState } from 'react';
import type { Progress } from '../engine/importClient';
import { createValueStore } from '../ui/progressStore';

export function useReadProgress() {
  /** Set while a file is read (its phase); the share read so far is in `progress`. */
  const [processing, setProcessingState] = useState<Progress | null>(null);
  const progress = useMemo(() => createValueStore<Progress | null>(null), []);
  const setProcessing = useCallback(
    (next: Progress | null) => {
      progress.set(next);
      setProcessingState((current) => (next === null ? null : current?.phase === next.phase ? current : next));
    },
    [progress],
  );
  return { processing, progress, setProcessing };
}
