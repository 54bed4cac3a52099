// Adding, changing and deleting a pipeline's stages. A stage's position is dense among its pipeline's stages
// (0..n-1) and renumbered with its siblings locked on every add, move and delete; a stage holding deals is deleted
// only with the stage of the same pipeline they go to, at its end in their order. Each write is one transaction.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { closeRanks, placeInOrder } from '../db/dense-position';
import { pipelineItems, pipelineStages, type STAGE_KINDS } from '../db/schema/index';
import { httpError, notFound, orNotFound, validationError } from '../errors';
import { lockStages, stageSize } from './positions';
import { listStages } from './wire';

export interface StageChange {
  name?: string;
  color?: string;
  kind?: (typeof STAGE_KINDS)[number];
  position?: number;
}

/** The stage, or a 404. */
export async function readStage(db: Db, stageId: number) {
  return orNotFound(
    (await db.select({ id: pipelineStages.id }).from(pipelineStages).where(eq(pipelineStages.id, stageId)))[0],
  );
}

/** A stage as the API answers it (with its deals' count and value). */
const stageWire = async (tx: Tx, stageId: number) =>
  (
    await listStages(
      tx,
      (await tx.select().from(pipelineStages).where(eq(pipelineStages.id, stageId)))[0]!.pipelineId,
      0,
      1000,
    )
  ).items.find((s) => s.id === stageId)!;

/** A pipeline's stages in their order (dense 0..n-1). */
const stageOrder = { table: pipelineStages, group: pipelineStages.pipelineId };

/** Adds a stage to a pipeline that exists, at `position` (default last). */
export function addStage(db: Db, pipelineId: number, stage: StageChange & { name: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pipelineStages)
      .values({ pipelineId, name: stage.name, color: stage.color, kind: stage.kind, position: 1_000_000 })
      .returning();
    await placeInOrder(tx, stageOrder, pipelineId, row.id, stage.position);
    return stageWire(tx, row.id);
  });
}

/** Renames, recolours, changes the kind of or moves a stage (404 when there is none); its deals are not changed. */
export function updateStage(db: Db, stageId: number, change: StageChange) {
  return db.transaction(async (tx) => {
    const [stage] = await lockStages(tx, [stageId]);
    if (!stage) throw notFound();
    const { name, color, kind, position } = change;
    if (name !== undefined || color !== undefined || kind !== undefined)
      await tx
        .update(pipelineStages)
        .set({
          ...(name !== undefined ? { name } : {}),
          ...(color !== undefined ? { color } : {}),
          ...(kind !== undefined ? { kind } : {}),
        })
        .where(eq(pipelineStages.id, stage.id));
    if (position !== undefined) await placeInOrder(tx, stageOrder, stage.pipelineId, stage.id, position);
    return stageWire(tx, stage.id);
  });
}

/**
 * Deletes a stage (404 when there is none). One holding deals needs `moveTo`, another stage of the same pipeline
 * (409 STAGE_NOT_EMPTY without it, 422 on `move_to` otherwise): they go to its end in their order, their closed time
 * set or cleared by its kind. The pipeline's stages are renumbered after.
 */
export function deleteStage(db: Db, stageId: number, moveTo: number | undefined) {
  return db.transaction(async (tx) => {
    const locked = await lockStages(tx, moveTo ? [stageId, moveTo] : [stageId]);
    const stage = orNotFound(locked.find((s) => s.id === stageId));
    const held = await stageSize(tx, stage.id);
    if (held > 0) {
      const target = locked.find((s) => s.id === moveTo);
      if (!moveTo) throw httpError(409, 'STAGE_NOT_EMPTY');
      if (!target || target.pipelineId !== stage.pipelineId || target.id === stage.id)
        throw validationError(
          ['query', 'move_to'],
          'Value error, another stage of the same pipeline',
          moveTo,
          'value_error',
          'not_found',
        );
      const start = await stageSize(tx, target.id);
      await tx
        .update(pipelineItems)
        .set({
          stageId: target.id,
          position: sql`${pipelineItems.position} + ${start}`,
          closedAt: target.kind === 'open' ? null : sql`coalesce(${pipelineItems.closedAt}, now())`,
        })
        .where(eq(pipelineItems.stageId, stage.id));
    }
    await tx.delete(pipelineStages).where(eq(pipelineStages.id, stage.id));
    await closeRanks(tx, stageOrder, stage.pipelineId);
  });
}
