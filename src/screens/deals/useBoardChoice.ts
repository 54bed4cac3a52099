// What the deals board shows: which pipeline (the address's, else the last one seen, else the first) and the search
// and filters, as the server takes them.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { usePipelines, type BoardFilter } from './api';

const STORED_PIPELINE = 'deals.pipeline';

/** The pipeline asked for: the address's, else the last one seen. */
export const askedPipeline = (params: URLSearchParams): number | undefined =>
  Number(params.get('pipeline')) || Number(localStorage.getItem(STORED_PIPELINE)) || undefined;

/** The pipeline shown: the asked one while the list loads; one the list does not have gives way to its first. */
export const shownPipeline = (listed: readonly { id: number }[] | undefined, asked: number | undefined) =>
  listed ? (listed.find((p) => p.id === asked)?.id ?? listed[0]?.id) : asked;

/** The pipeline shown, and the pipelines to choose from. */
export function useBoardPipeline() {
  const [params, setParams] = useSearchParams();
  const pipelines = usePipelines();
  // the asked pipeline's board is read while the list loads
  const listed = pipelines.data?.items;
  const pipelineId = shownPipeline(listed, askedPipeline(params));
  useEffect(() => {
    if (listed && pipelineId) localStorage.setItem(STORED_PIPELINE, String(pipelineId));
  }, [listed, pipelineId]);
  const choosePipeline = useCallback((id: number) => setParams({ pipeline: String(id) }), [setParams]);
  return { pipelines, listed, pipelineId, choosePipeline };
}

/** The board's search (read once typing pauses), owner and tag, as the server takes them. */
export function useBoardFilter() {
  const [q, setQ] = useState('');
  const [ownerId, setOwnerId] = useState('');
  const [tagId, setTagId] = useState(0);
  const search = useDebouncedValue(q.trim(), 300);
  const filter = useMemo<BoardFilter>(
    () => ({ q: search || undefined, owner_id: ownerId || undefined, tag_id: tagId || undefined }),
    [search, ownerId, tagId],
  );
  const filtered = Boolean(filter.q || filter.owner_id || filter.tag_id);
  // one object while nothing changes: the board's toolbar is drawn again only when its filters are
  return useMemo(
    () => ({ q, setQ, ownerId, setOwnerId, tagId, setTagId, filter, filtered }),
    [q, ownerId, tagId, filter, filtered],
  );
}

export type BoardFilters = ReturnType<typeof useBoardFilter>;
