// Adding, changing, moving, tagging and deleting deals. Each write is one transaction; one that changes places locks
// the stages it touches first (positions.ts), so a stage's order stays whole under concurrent writes.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { people, pipelineItems, pipelineStages, pipelineTags, users } from '../db/schema/index';
import { notFound, validationError } from '../errors';
import { closeGap, lockStages, moveItem, openGap, stageSize } from './positions';
import { readItem, wireOf } from './wire';

/** A deal's details as the API takes them (`value` in agorot). */
export interface ItemChange {
  title?: string;
  person_id?: number | null;
  value?: number;
  expected_close?: string | null;
  owner_id?: string | null;
  tag_ids?: number[];
  lost_reason?: string | null;
}

const notFoundAt = (field: string, message: string, value: unknown) =>
  validationError(['body', field], message, value, 'value_error', 'not_found');

/** The references of a deal's fields must exist (and tags belong to its pipeline): 422 not_found on the field. */
async function checkItemRefs(tx: Tx, pipelineId: number, values: ItemChange) {
  if (values.person_id) {
    const [found] = await tx.select({ id: people.id }).from(people).where(eq(people.id, values.person_id)).limit(1);
    if (!found) throw notFoundAt('person_id', 'Value error, no such customer', values.person_id);
  }
  if (values.owner_id) {
    const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.id, values.owner_id)).limit(1);
    if (!found) throw notFoundAt('owner_id', 'Value error, no such user', values.owner_id);
  }
  if (values.tag_ids?.length) {
    const unique = [...new Set(values.tag_ids)];
    const found = await tx
      .select({ id: pipelineTags.id })
      .from(pipelineTags)
      .where(and(eq(pipelineTags.pipelineId, pipelineId), inArray(pipelineTags.id, unique)));
    if (found.length !== unique.length)
      throw notFoundAt('tag_ids', "Value error, a tag of another pipeline or one that doesn't exist", values.tag_ids);
  }
}

const itemColumnsOf = (change: ItemChange) => ({
  ...(change.title !== undefined ? { title: change.title } : {}),
  ...(change.person_id !== undefined ? { personId: change.person_id } : {}),
  ...(change.value !== undefined ? { value: change.value } : {}),
  ...(change.expected_close !== undefined ? { expectedClose: change.expected_close } : {}),
  ...(change.owner_id !== undefined ? { ownerId: change.owner_id } : {}),
  ...(change.tag_ids !== undefined ? { tagIds: [...new Set(change.tag_ids)] } : {}),
  ...(change.lost_reason !== undefined ? { lostReason: change.lost_reason } : {}),
});

/** The pipeline's first open stage (422 on stage_id when it has none). */
async function firstOpenStage(tx: Tx, pipelineId: number): Promise<number> {
  const [first] = await tx
    .select({ id: pipelineStages.id })
    .from(pipelineStages)
    .where(and(eq(pipelineStages.pipelineId, pipelineId), eq(pipelineStages.kind, 'open')))
    .orderBy(asc(pipelineStages.position))
    .limit(1);
  if (!first) throw notFoundAt('stage_id', 'Value error, the pipeline has no open stage', null);
  return first.id;
}

/**
 * Adds a deal to a pipeline that exists: in `stage_id` (default its first open stage) at `position` (default and at
 * most the stage's end), owned by `owner_id` (default `createdBy`), closed when the stage is won or lost.
 */
export function createItem(
  db: Db,
  pipelineId: number,
  item: ItemChange & { title: string; stage_id?: number; position?: number },
  createdBy: string,
) {
  return db.transaction(async (tx) => {
    const stageId = item.stage_id ?? (await firstOpenStage(tx, pipelineId));
    const [stage] = await lockStages(tx, [stageId]);
    if (!stage || stage.pipelineId !== pipelineId)
      throw notFoundAt('stage_id', 'Value error, a stage of this pipeline', stageId);
    await checkItemRefs(tx, pipelineId, item);
    const size = await stageSize(tx, stage.id);
    const position = Math.min(item.position ?? size, size);
    await openGap(tx, stage.id, position);
    const [row] = await tx
      .insert(pipelineItems)
      .values({
        pipelineId,
        stageId: stage.id,
        position,
        ...itemColumnsOf(item),
        title: item.title,
        ownerId: item.owner_id === undefined ? createdBy : item.owner_id,
        closedAt: stage.kind === 'open' ? null : new Date(),
      })
      .returning();
    return wireOf(tx, row);
  });
}

/** Changes a deal's details (404 when there is none); its stage and place change only by `moveDeal`. */
export function updateItem(db: Db, itemId: number, change: ItemChange) {
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(pipelineItems).where(eq(pipelineItems.id, itemId)).limit(1);
    if (!item) throw notFound();
    await checkItemRefs(tx, item.pipelineId, change);
    const set = itemColumnsOf(change);
    if (Object.keys(set).length) await tx.update(pipelineItems).set(set).where(eq(pipelineItems.id, item.id));
    return (await readItem(tx, item.id))!;
  });
}

/** Deletes a deal (404 when there is none); the others in its stage close ranks. */
export function deleteItem(db: Db, itemId: number) {
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(pipelineItems).where(eq(pipelineItems.id, itemId)).limit(1);
    if (!item) throw notFound();
    await lockStages(tx, [item.stageId]);
    const [gone] = await tx.delete(pipelineItems).where(eq(pipelineItems.id, item.id)).returning();
    if (gone) await closeGap(tx, gone.stageId, gone.position);
  });
}

/** Moves a deal (404 when there is none) to a stage of the same pipeline (422 on stage_id otherwise) and place. */
export function moveDeal(db: Db, itemId: number, stageId: number, position: number, movedBy: string) {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ pipelineId: pipelineItems.pipelineId })
      .from(pipelineItems)
      .where(eq(pipelineItems.id, itemId))
      .limit(1);
    if (!item) throw notFound();
    const [stage] = await tx
      .select({ pipelineId: pipelineStages.pipelineId })
      .from(pipelineStages)
      .where(eq(pipelineStages.id, stageId))
      .limit(1);
    if (!stage || stage.pipelineId !== item.pipelineId)
      throw notFoundAt('stage_id', 'Value error, a stage of the same pipeline', stageId);
    const moved = await moveItem(tx, itemId, stageId, position, movedBy);
    if (!moved) throw notFound();
    return wireOf(tx, moved);
  });
}

/** Puts a tag of the deal's pipeline on a deal (`on`, twice is once) or takes it off; 404 when either is missing. */
export function setItemTag(db: Db, itemId: number, tagId: number, on: boolean) {
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(pipelineItems).where(eq(pipelineItems.id, itemId)).limit(1);
    if (!item) throw notFound();
    const [tag] = await tx
      .select()
      .from(pipelineTags)
      .where(and(eq(pipelineTags.id, tagId), eq(pipelineTags.pipelineId, item.pipelineId)))
      .limit(1);
    if (!tag) throw notFound();
    const tagIds = on ? [...new Set([...item.tagIds, tag.id])] : item.tagIds.filter((t) => t !== tag.id);
    await tx.update(pipelineItems).set({ tagIds }).where(eq(pipelineItems.id, item.id));
    return (await readItem(tx, item.id))!;
  });
}

/** Who may own a deal: the active staff by name, at most 1000. */
export function listOwners(db: Db) {
  return db
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
    })
    .from(users)
    .where(eq(users.isActive, true))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email))
    .limit(1000);
}
