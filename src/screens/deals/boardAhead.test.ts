import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashKey } from '@tanstack/react-query';
import { createQueryClient, defaultStaleTime } from '../../dataProvider/queryClient';
import { boardRead, dealKeys, dealsApi, ownersRead, pipelinesRead } from './api';
import { boardAhead } from './boardAhead';

const board = { stages: [], tags: [] };

describe("the deals board's first reads, asked for with the menu click", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('reads the pipelines, the board of the last pipeline seen and the owners, fresh for the board that mounts next', async () => {
    localStorage.setItem('deals.pipeline', '5');
    const pipelines = vi.spyOn(dealsApi, 'pipelines').mockResolvedValue({ items: [{ id: 3 }, { id: 5 }] } as never);
    const owners = vi.spyOn(dealsApi, 'owners').mockResolvedValue([{ id: 'u1', name: 'דנה' }]);
    const read = vi.spyOn(dealsApi, 'board').mockResolvedValue(board as never);
    const client = createQueryClient();
    await boardAhead(client);
    expect(pipelines).toHaveBeenCalledTimes(1);
    expect(owners).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith(5, { per_stage: 12 }, false);
    // the board's own keys: the one it reads as it first draws (no search, owner or tag)
    const first = boardRead(5, { q: undefined, owner_id: undefined, tag_id: undefined }, 12, true);
    expect(hashKey(first.queryKey)).toBe(hashKey(dealKeys.of('board', 5, {})));
    const cache = client.getQueryCache();
    for (const key of [first.queryKey, pipelinesRead().queryKey, ownersRead().queryKey]) {
      const query = cache.find({ queryKey: key, exact: true })!;
      expect(query.state.data).toBeDefined();
      expect(query.isStaleByTime(defaultStaleTime(query))).toBe(false);
    }
  });

  it("reads the first pipeline's board when the last one seen is gone, and none when there is no pipeline", async () => {
    localStorage.setItem('deals.pipeline', '9');
    vi.spyOn(dealsApi, 'owners').mockResolvedValue([]);
    vi.spyOn(dealsApi, 'pipelines').mockResolvedValueOnce({ items: [{ id: 3 }] } as never);
    const read = vi.spyOn(dealsApi, 'board').mockResolvedValue(board as never);
    await boardAhead(createQueryClient());
    // the last one seen was asked for beside the list, and the first one's once the list told it was gone
    expect(read.mock.calls.map(([id]) => id)).toEqual([9, 3]);
    vi.spyOn(dealsApi, 'pipelines').mockResolvedValueOnce({ items: [] } as never);
    localStorage.clear();
    read.mockClear();
    await boardAhead(createQueryClient());
    expect(read).not.toHaveBeenCalled();
  });
});
