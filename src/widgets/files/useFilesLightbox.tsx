import { Suspense, useState } from 'react';
import { LazyLightbox } from '../lightbox';
import { useFileRecords, type FileRecord } from './api';
import { toLightboxItem } from './lightboxItems';

/** A lightbox over stored files: `open(pathKey)` shows that one, next/previous go through the others. */
export function useFilesLightbox(pathKeys: readonly string[]) {
  return useRecordsLightbox(useFileRecords(pathKeys).filter((r): r is FileRecord => !!r));
}

/** The same over file records already at hand (a page of the files screen), so they are not read again. */
export function useRecordsLightbox(records: readonly FileRecord[]) {
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
