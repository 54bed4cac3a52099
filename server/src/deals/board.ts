// The deals board in one read: a pipeline's stages in order, each with its count and value (over all its
// deals, and over those the search and filters match) and its first matching deals in board order, and the tags.
// One round trip instead of stages, tags and a request per stage, and only the cards a board draws at first.
import { and, asc, count, eq, inArray, lt, sum, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { people, pipelineItems, users } from '../db/schema/index';
import {
  itemColumns,
  itemSchema,
  itemWhere,
  listStages,
  listTags,
  stageSchema,
  tagSchema,
  type ItemFilters,
  type ItemWire,
} from './wire';

export const boardSchema = z
  .object({
    stages: z.array(
      stageSchema.extend({
        match_count: z.int().describe('Deals in the stage that the search and filters match (item_count without them)'),
        match_value: z.int().describe('Their value in agorot'),
        items: z.array(itemSchema).describe('The first matching deals in board order, at most per_stage'),
      }),
    ),
    tags: z.array(tagSchema),
  })
  .meta({ id: 'PipelineBoard' });

type BoardFilters = Pick<ItemFilters, 'q' | 'ownerId' | 'tagId'>;

const filtered = (f: BoardFilters) => Boolean(f.q?.trim() || f.ownerId || f.tagId);

const firstItems = (db: Db, where: SQL | undefined, limit: number) =>
  db
    .select(itemColumns)
    .from(pipelineItems)
    .leftJoin(people, eq(people.id, pipelineItems.personId))
    .leftJoin(users, eq(users.id, pipelineItems.ownerId))
    .where(where)
    .orderBy(asc(pipelineItems.stageId), asc(pipelineItems.position))
    .limit(limit) as Promise<ItemWire[]>;

/**
 * The first `perStage` deals of every stage in one read: positions in a stage are dense (0..n-1, deals/positions.ts),
 * so they are the deals placed below `perStage`.
 */
async function prefixes(db: Db, stages: { id: number }[], perStage: number): Promise<ItemWire[][]> {
  if (!stages.length) return [];
  const ids = stages.map((s) => s.id);
  const rows = await firstItems(
    db,
    and(inArray(pipelineItems.stageId, ids), lt(pipelineItems.position, perStage)),
    ids.length * perStage,
  );
  return ids.map((id) => rows.filter((row) => row.stage_id === id));
}

/** The board of a pipeline that exists: `perStage` cards a stage, narrowed by the search and filters. */
export async function readBoard(db: Db, pipelineId: number, filters: BoardFilters, perStage: number) {
  const [{ items: stages }, { items: tags }] = await Promise.all([
    listStages(db, pipelineId, 0, 1000),
    listTags(db, pipelineId, 0, 1000),
  ]);
  const narrowed = filtered(filters);
  const matches = narrowed
    ? await db
        .select({ stageId: pipelineItems.stageId, n: count(), v: sum(pipelineItems.value).mapWith(Number) })
        .from(pipelineItems)
        .leftJoin(people, eq(people.id, pipelineItems.personId))
        .where(itemWhere({ ...filters, pipelineId }))
        .groupBy(pipelineItems.stageId)
    : [];
  const cards = narrowed
    ? await Promise.all(stages.map((stage) => firstItems(db, itemWhere({ ...filters, stageId: stage.id }), perStage)))
    : await prefixes(db, stages, perStage);
  return {
    stages: stages.map((stage, i) => {
      const match = narrowed ? matches.find((m) => m.stageId === stage.id) : undefined;
      return {
        ...stage,
        match_count: narrowed ? (match?.n ?? 0) : stage.item_count,
        match_value: narrowed ? (match?.v ?? 0) : stage.total_value,
        items: cards[i],
      };
    }),
    tags,
  };
}
