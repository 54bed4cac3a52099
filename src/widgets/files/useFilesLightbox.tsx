import { Suspense, useState } from 'react';
import { LazyLightbox } from '../lightbox';
import { useFileRecords, type FileRecord } from './api';
import { toLightboxItem } from './lightboxItems';

/** A lightbox over stored files: `open(pathKey)` shows that one, next/previous go through the others. */
export function useFilesLightbox(pathKeys: readonly string[]) {
  const records = useFileRecords(pathKeys).filter((r): r is FileRecord => !!r);
  const [index, setIndex] = useState<number | undefined>(undefined);
  const open = (pathKey: string) => {
    const at = records.findIndex((r) => r.path_key === pathKey);
    if (at >= 0) setIndex(at);
  };
  const element =
    index === undefined ? null : (
      <Suspense fallback={null}>
        <LazyLightbox
          items={records.map(toLightboxItem)}
          index={index}
          onClose={() => setIndex(undefined)}
          onIndexChange={setIndex}
        />
      </Suspense>
    );
  return { open, element };
}
