// How stages, tags and deals look on the wire, and reading them with their names (customer, owner).
import { and, asc, count, desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { textSearch } from '../db/text-search';
import {
  people,
  pipelineItemMoves,
  pipelineItems,
  pipelineStages,
  pipelineTags,
  STAGE_KINDS,
  users,
  type PipelineItem,
} from '../db/schema/index';

export const stageSchema = z
  .object({
    id: z.int(),
    pipeline_id: z.int(),
    name: z.string(),
    color: z.string(),
    kind: z.enum(STAGE_KINDS),
    position: z.int(),
    item_count: z.int().describe('Deals in the stage'),
    total_value: z.int().describe('Their value in agorot'),
  })
  .meta({ id: 'PipelineStage' });

export const tagSchema = z
  .object({ id: z.int(), pipeline_id: z.int(), name: z.string(), color: z.string() })
  .meta({ id: 'PipelineTag' });

export const itemSchema = z
  .object({
    id: z.int(),
    pipeline_id: z.int(),
    stage_id: z.int(),
    position: z.int(),
    title: z.string(),
    person_id: z.int().nullable(),
    person_name: z.string().nullable(),
    value: z.int().describe('Agorot'),
    expected_close: z.string().nullable(),
    owner_id: z.string().nullable(),
    owner_name: z.string().nullable(),
    tag_ids: z.array(z.int()),
    lost_reason: z.string().nullable(),
    closed_at: z.date().nullable(),
    created_at: z.date(),
    updated_at: z.date(),
  })
  .meta({ id: 'PipelineItem' });

export const moveSchema = z
  .object({
    from_stage_id: z.int().nullable(),
    to_stage_id: z.int().nullable(),
    moved_by_name: z.string().nullable(),
    moved_at: z.date(),
  })
  .meta({ id: 'PipelineItemMove' });

const personName = sql<string | null>`nullif(trim(${people.firstName} || ' ' || ${people.lastName}), '')`;
const ownerName = sql<
  string | null
>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

export const itemColumns = {
  id: pipelineItems.id,
  pipeline_id: pipelineItems.pipelineId,
  stage_id: pipelineItems.stageId,
  position: pipelineItems.position,
  title: pipelineItems.title,
  person_id: pipelineItems.personId,
  person_name: personName,
  value: pipelineItems.value,
  expected_close: pipelineItems.expectedClose,
  owner_id: pipelineItems.ownerId,
  owner_name: ownerName,
  tag_ids: pipelineItems.tagIds,
  lost_reason: pipelineItems.lostReason,
  closed_at: pipelineItems.closedAt,
  created_at: pipelineItems.createdAt,
  updated_at: pipelineItems.updatedAt,
};
export type ItemWire = z.infer<typeof itemSchema>;

export interface ItemFilters {
  pipelineId?: number;
  stageId?: number;
  personId?: number;
  ownerId?: string;
  tagId?: number;
  q?: string;
  closeFrom?: string;
  closeTo?: string;
}

export function itemWhere(f: ItemFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.pipelineId !== undefined) where.push(eq(pipelineItems.pipelineId, f.pipelineId));
  if (f.stageId !== undefined) where.push(eq(pipelineItems.stageId, f.stageId));
  if (f.personId !== undefined) where.push(eq(pipelineItems.personId, f.personId));
  if (f.ownerId !== undefined) where.push(eq(pipelineItems.ownerId, f.ownerId));
  if (f.tagId !== undefined) where.push(sql`${pipelineItems.tagIds} @> array[${f.tagId}]::int[]`);
  if (f.closeFrom) where.push(sql`${pipelineItems.expectedClose} >= ${f.closeFrom}`);
  if (f.closeTo) where.push(sql`${pipelineItems.expectedClose} <= ${f.closeTo}`);
  const found = textSearch(f.q, [pipelineItems.title, personName]);
  if (found) where.push(found);
  return where.length ? and(...where) : undefined;
}

/** Deals by filters: in a stage by position, else newest first. */
export async function listItems(
  db: Db | Tx,
  filters: ItemFilters,
  skip: number,
  limit: number,
): Promise<{ items: ItemWire[]; total: number }> {
  const where = itemWhere(filters);
  const order =
    filters.stageId !== undefined
      ? [asc(pipelineItems.position)]
      : [desc(pipelineItems.createdAt), desc(pipelineItems.id)];
  const [items, [{ total }]] = await Promise.all([
    db
      .select(itemColumns)
      .from(pipelineItems)
      .leftJoin(people, eq(people.id, pipelineItems.personId))
      .leftJoin(users, eq(users.id, pipelineItems.ownerId))
      .where(where)
      .orderBy(...order)
      .offset(skip)
      .limit(limit),
    db
      .select({ total: count() })
      .from(pipelineItems)
      .leftJoin(people, eq(people.id, pipelineItems.personId))
      .where(where),
  ]);
  return { items: items as ItemWire[], total };
}

export async function readItem(db: Db | Tx, id: number): Promise<ItemWire | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(pipelineItems)
    .leftJoin(people, eq(people.id, pipelineItems.personId))
    .leftJoin(users, eq(users.id, pipelineItems.ownerId))
    .where(eq(pipelineItems.id, id))
    .limit(1);
  return row as ItemWire | undefined;
}

export const wireOf = async (db: Db | Tx, item: PipelineItem) => (await readItem(db, item.id))!;

export async function itemMoves(db: Db, id: number) {
  return db
    .select({
      from_stage_id: pipelineItemMoves.fromStageId,
      to_stage_id: pipelineItemMoves.toStageId,
      moved_by_name: ownerName,
      moved_at: pipelineItemMoves.movedAt,
    })
    .from(pipelineItemMoves)
    .leftJoin(users, eq(users.id, pipelineItemMoves.movedBy))
    .where(eq(pipelineItemMoves.itemId, id))
    .orderBy(asc(pipelineItemMoves.movedAt), asc(pipelineItemMoves.id));
}

/** A pipeline's stages in order, with each one's count and total value. */
export async function listStages(db: Db | Tx, pipelineId: number, skip: number, limit: number) {
  const totals = db
    .select({ stageId: pipelineItems.stageId, n: count().as('n'), v: sum(pipelineItems.value).as('v') })
    .from(pipelineItems)
    .where(eq(pipelineItems.pipelineId, pipelineId))
    .groupBy(pipelineItems.stageId)
    .as('totals');
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        id: pipelineStages.id,
        pipeline_id: pipelineStages.pipelineId,
        name: pipelineStages.name,
        color: pipelineStages.color,
        kind: pipelineStages.kind,
        position: pipelineStages.position,
        item_count: sql<number>`coalesce(${totals.n}, 0)::int`,
        total_value: sql<number>`coalesce(${totals.v}, 0)::bigint`.mapWith(Number),
      })
      .from(pipelineStages)
      .leftJoin(totals, eq(totals.stageId, pipelineStages.id))
      .where(eq(pipelineStages.pipelineId, pipelineId))
      .orderBy(asc(pipelineStages.position), asc(pipelineStages.id))
      .offset(skip)
      .limit(limit),
    db.select({ total: count() }).from(pipelineStages).where(eq(pipelineStages.pipelineId, pipelineId)),
  ]);
  return { items, total };
}

export async function listTags(db: Db, pipelineId: number, skip: number, limit: number) {
  const where = eq(pipelineTags.pipelineId, pipelineId);
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        id: pipelineTags.id,
        pipeline_id: pipelineTags.pipelineId,
        name: pipelineTags.name,
        color: pipelineTags.color,
      })
      .from(pipelineTags)
      .where(where)
      .orderBy(asc(pipelineTags.name))
      .offset(skip)
      .limit(limit),
    db.select({ total: count() }).from(pipelineTags).where(where),
  ]);
  return { items, total };
}
