// The deals API (server/src/routes/pipeline.ts) as the board and the deal page use it.
import type { ApiBody, ApiQuery, ApiSchema } from '../../../definitions/wire/api';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../dataProvider/http';
import { dealKeys } from './keys';
import { PAGE_SIZES } from '../../lib/pageSizes';

export type Pipeline = ApiSchema<'Pipeline'>;
export type Stage = ApiSchema<'PipelineStage'>;
export type Tag = ApiSchema<'PipelineTag'>;
export type Deal = ApiSchema<'PipelineItem'>;
export type DealMove = ApiSchema<'PipelineItemMove'>;

/** What a new deal sends: its fields, and its place on the board. */
export type NewDeal = ApiBody<'/api/pipeline/{id}/items', 'post'>;
/** What a deal's edit sends: any of its fields. */
export type DealInput = ApiBody<'/api/pipeline/items/{id}', 'put'>;

type Page<T> = { items: T[]; total: number };

/** The board in one read: each stage with its counts and values over all its deals and over those the filters match,
 * its first deals; and the pipeline's tags. */
export type Board = ApiSchema<'PipelineBoard'>;
export type BoardStage = Board['stages'][number];

/** The board's search and filters, as the server takes them. */
export type BoardFilter = Omit<ApiQuery<'/api/pipeline/{id}/board'>, 'per_stage'>;

export const dealsApi = {
  owners: () => http.get<{ id: string; name: string }[]>('/pipeline/owners'),
  pipelines: () => http.get<Page<Pipeline>>('/pipeline/', { query: { limit: 200 } }),
  pipeline: (id: number) => http.get<Pipeline>(`/pipeline/${id}`),
  renamePipeline: (id: number, name: string) => http.put<Pipeline>(`/pipeline/${id}`, { name }),
  stages: (pipelineId: number) =>
    http.get<Page<Stage>>(`/pipeline/${pipelineId}/stages`, { query: { limit: PAGE_SIZES.pipelineParts } }),
  /** The board in one read: the stages with their totals and first `per_stage` deals, and the tags. */
  board: (pipelineId: number, query: BoardFilter & { per_stage: number }, silent = false) =>
    http.get<Board>(`/pipeline/${pipelineId}/board`, { query: { ...query }, silent }),
  tags: (pipelineId: number) =>
    http.get<Page<Tag>>(`/pipeline/${pipelineId}/tags`, { query: { limit: PAGE_SIZES.pipelineParts } }),
  deals: (query: Record<string, string | number | undefined>) => http.get<Page<Deal>>('/pipeline/items', { query }),
  deal: (id: number) => http.get<Deal & { moves: DealMove[] }>(`/pipeline/items/${id}`),
  create: (pipelineId: number, body: NewDeal) => http.post<Deal>(`/pipeline/${pipelineId}/items`, body),
  update: (id: number, body: DealInput) => http.put<Deal>(`/pipeline/items/${id}`, body),
  remove: (id: number) => http.delete<null>(`/pipeline/items/${id}`),
  /** Silent: the board words a refused move itself (and puts the card back). */
  move: (id: number, stageId: number, position: number) =>
    http.post<Deal>(`/pipeline/items/${id}/move`, { stage_id: stageId, position }, { silent: true }),
  addStage: (pipelineId: number, body: Partial<Stage>) => http.post<Stage>(`/pipeline/${pipelineId}/stages`, body),
  updateStage: (id: number, body: Partial<Stage>) => http.put<Stage>(`/pipeline/stages/${id}`, body),
  deleteStage: (id: number, moveTo?: number) =>
    http.delete<null>(`/pipeline/stages/${id}`, { query: { move_to: moveTo } }),
  addTag: (pipelineId: number, body: Partial<Tag>) => http.post<Tag>(`/pipeline/${pipelineId}/tags`, body),
  updateTag: (id: number, body: Partial<Tag>) => http.put<Tag>(`/pipeline/tags/${id}`, body),
  deleteTag: (id: number) => http.delete<null>(`/pipeline/tags/${id}`),
};

/** The deals' query keys: every read below is under `deals`, so one invalidation of `dealKeys.all` reads them again. */
export { dealKeys };

/** Who may own a deal (staff by name: the users list itself is for superusers); kept for five minutes. */
export const ownersRead = () => ({ queryKey: dealKeys.of('owners'), queryFn: dealsApi.owners, staleTime: 5 * 60_000 });

export const useOwners = (enabled = true) => useQuery({ ...ownersRead(), enabled });

/** Every pipeline, to choose from (the board's first read). */
export const pipelinesRead = () => ({ queryKey: dealKeys.of('pipelines'), queryFn: dealsApi.pipelines });

export const usePipelines = () => useQuery(pipelinesRead());

export const usePipeline = (id: number) =>
  useQuery({ queryKey: dealKeys.of('pipeline', id), queryFn: () => dealsApi.pipeline(id) });

/** A pipeline's stages in order: the read, for a screen that asks for several pipelines' at once. */
export const stagesRead = (pipelineId: number | undefined) => ({
  queryKey: dealKeys.of('stages', pipelineId),
  queryFn: () => dealsApi.stages(pipelineId!),
});

export const useStages = (pipelineId: number | undefined) =>
  useQuery({ ...stagesRead(pipelineId), enabled: !!pipelineId });

export const useTags = (pipelineId: number | undefined) =>
  useQuery({
    queryKey: dealKeys.of('tags', pipelineId),
    queryFn: () => dealsApi.tags(pipelineId!),
    enabled: !!pipelineId,
  });

/** A deal with its moves between stages. */
export const useDeal = (id: number) =>
  useQuery({ queryKey: dealKeys.of('deal', id), queryFn: () => dealsApi.deal(id) });

/** A customer's deals, in every pipeline (a live list: others' changes read it again). */
export const usePersonDeals = (personId: number) =>
  useQuery({
    queryKey: dealKeys.of('person', personId),
    queryFn: () => dealsApi.deals({ person_id: personId, limit: 200 }),
  });

/** The board's read: its stages with their first `perStage` deals, narrowed by the filter. */
export const boardRead = (pipelineId: number | undefined, filter: BoardFilter, perStage: number, silent: boolean) => ({
  queryKey: dealKeys.of('board', pipelineId, filter),
  queryFn: () => dealsApi.board(pipelineId!, { per_stage: perStage, ...filter }, silent),
});
