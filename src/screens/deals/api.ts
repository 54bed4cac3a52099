// The deals API (server/src/routes/pipeline.ts) as the board and the deal page use it.
import { http } from '../../dataProvider/http';
import { PAGE_SIZES } from '../../lib/pageSizes';

export interface Pipeline {
  id: number;
  name: string;
  description: string | null;
  sort_order: number;
}

export interface Stage {
  id: number;
  pipeline_id: number;
  name: string;
  color: string;
  kind: 'open' | 'won' | 'lost';
  position: number;
  item_count: number;
  total_value: number;
}

export interface Tag {
  id: number;
  pipeline_id: number;
  name: string;
  color: string;
}

export interface Deal {
  id: number;
  pipeline_id: number;
  stage_id: number;
  position: number;
  title: string;
  person_id: number | null;
  person_name: string | null;
  value: number;
  expected_close: string | null;
  owner_id: string | null;
  owner_name: string | null;
  tag_ids: number[];
  lost_reason: string | null;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface DealMove {
  from_stage_id: number | null;
  to_stage_id: number | null;
  moved_by_name: string | null;
  moved_at: string;
}

export interface DealInput {
  title?: string;
  person_id?: number | null;
  value?: number;
  expected_close?: string | null;
  owner_id?: string | null;
  tag_ids?: number[];
  lost_reason?: string | null;
  stage_id?: number;
  position?: number;
}

type Page<T> = { items: T[]; total: number };

/** A stage on the board: its counts and values over all its deals and over those the filters match, its first deals. */
export interface BoardStage extends Stage {
  match_count: number;
  match_value: number;
  items: Deal[];
}

export interface Board {
  stages: BoardStage[];
  tags: Tag[];
}

/** The board's search and filters, as the server takes them. */
export interface BoardFilter {
  q?: string;
  owner_id?: string;
  tag_id?: number;
}

export const dealsApi = {
  owners: () => http.get<{ id: string; name: string }[]>('/pipeline/owners'),
  pipelines: () => http.get<Page<Pipeline>>('/pipeline/', { query: { limit: 200 } }),
  stages: (pipelineId: number) =>
    http.get<Page<Stage>>(`/pipeline/${pipelineId}/stages`, { query: { limit: PAGE_SIZES.pipelineParts } }),
  /** The board in one read: the stages with their totals and first `per_stage` deals, and the tags. */
  board: (pipelineId: number, query: BoardFilter & { per_stage: number }, silent = false) =>
    http.get<Board>(`/pipeline/${pipelineId}/board`, { query: { ...query }, silent }),
  tags: (pipelineId: number) =>
    http.get<Page<Tag>>(`/pipeline/${pipelineId}/tags`, { query: { limit: PAGE_SIZES.pipelineParts } }),
  deals: (query: Record<string, string | number | undefined>) => http.get<Page<Deal>>('/pipeline/items', { query }),
  deal: (id: number) => http.get<Deal & { moves: DealMove[] }>(`/pipeline/items/${id}`),
  create: (pipelineId: number, body: DealInput) => http.post<Deal>(`/pipeline/${pipelineId}/items`, body),
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
