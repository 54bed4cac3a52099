// The related files of an import: for an array field, a file of its own whose rows join the main file's rows. Each
// is read into an engine slot of its own, kept while its configuration is, and freed when it is replaced, removed,
// or chosen and then not kept.
import { useCallback, useRef, useState } from 'react';
import { relatedSlot, type Slot } from '../engine/protocol';
import type { RelatedConfig, RelatedState } from '../types';
import type { Engine } from './useImportEngine';

export function useRelatedFiles(engine: () => Engine, running: () => Engine | null) {
  const [related, setRelated] = useState<RelatedState>({});
  const relatedFiles = useRef(0);

  /** Frees every related file (a new table was loaded, or the file changed). */
  const dropRelated = useCallback(() => {
    setRelated((current) => {
      for (const config of Object.values(current)) running()?.client.close(config.slot);
      return {};
    });
  }, [running]);

  /** Reads a related file for an array field into a slot of its own (kept until saved or discarded). */
  const openRelatedFile = useCallback(
    async (fieldPath: string, chosen: File, header: boolean) => {
      const slot = `${relatedSlot(fieldPath)}:${++relatedFiles.current}`;
      const table = await engine().client.open(slot, chosen, chosen.name, header);
      return { slot, table };
    },
    [engine],
  );

  const loadRelatedSheet = useCallback(
    (slot: Slot, sheet: string, header: boolean) => engine().client.loadSheet(slot, sheet, header),
    [engine],
  );

  /** Frees a related file the person chose and then did not keep. */
  const discardRelatedSlot = useCallback(
    (slot: Slot) => {
      if (!Object.values(related).some((config) => config.slot === slot)) running()?.client.close(slot);
    },
    [related, running],
  );

  /** Keeps a field's configuration (freeing the file it replaces); answers the configurations now kept. */
  const keepRelated = useCallback(
    (config: RelatedConfig): RelatedState => {
      const previous = related[config.fieldPath];
      if (previous && previous.slot !== config.slot) running()?.client.close(previous.slot);
      const next = { ...related, [config.fieldPath]: config };
      setRelated(next);
      return next;
    },
    [related, running],
  );

  const removeRelated = useCallback(
    (fieldPath: string) => {
      const config = related[fieldPath];
      if (config) running()?.client.close(config.slot);
      setRelated((current) => {
        const next = { ...current };
        delete next[fieldPath];
        return next;
      });
    },
    [related, running],
  );

  const distinctValues = useCallback(
    (slot: Slot, column: number, limit: number) => engine().client.distinct(slot, column, limit),
    [engine],
  );

  return {
    related,
    dropRelated,
    openRelatedFile,
    loadRelatedSheet,
    discardRelatedSlot,
    keepRelated,
    removeRelated,
    distinctValues,
  };
}
