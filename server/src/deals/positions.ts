// Dense positions of deals in a stage (0..n-1), kept by every write in one transaction. Writers first lock the rows of
// the stages they touch (in id order, so two moves never wait on each other in a circle); concurrent moves in one
// stage therefore run one after the other and the order stays whole: no duplicates, no gaps.
import { and, asc, count, eq, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  pipelineItemMoves,
  pipelineItems,
  pipelineStages,
  type PipelineItem,
  type PipelineStage,
} from '../db/schema/index';

/** Locks the stages (FOR UPDATE, in id order) and returns them. */
export async function lockStages(tx: Tx, ids: number[]): Promise<PipelineStage[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (!unique.length) return [];
  return tx
    .select()
    .from(pipelineStages)
    .where(inArray(pipelineStages.id, unique))
    .orderBy(asc(pipelineStages.id))
    .for('update');
}

export async function stageSize(tx: Tx, stageId: number, without?: number): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(pipelineItems)
    .where(
      without === undefined
        ? eq(pipelineItems.stageId, stageId)
        : and(eq(pipelineItems.stageId, stageId), ne(pipelineItems.id, without)),
    );
  return n;
}

/** Closes the gap a deal leaves at `position`. */
export async function closeGap(tx: Tx, stageId: number, position: number): Promise<void> {
  await tx
    .update(pipelineItems)
    .set({ position: sql`${pipelineItems.position} - 1` })
    .where(and(eq(pipelineItems.stageId, stageId), gt(pipelineItems.position, position)));
}

/** Opens a place at `position` (deals from there on move one down). */
export async function openGap(tx: Tx, stageId: number, position: number, except?: number): Promise<void> {
  const where = and(
    eq(pipelineItems.stageId, stageId),
    gte(pipelineItems.position, position),
    except === undefined ? undefined : ne(pipelineItems.id, except),
  );
  await tx
    .update(pipelineItems)
    .set({ position: sql`${pipelineItems.position} + 1` })
    .where(where);
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/** Closed time by the target stage's kind: set on entering won or lost (kept if it was already closed), cleared on open. */
const closedAtFor = (stage: PipelineStage, item: PipelineItem) =>
  stage.kind === 'open' ? null : (item.closedAt ?? new Date());

/**
 * Moves a deal to `position` (clamped to the stage's length) of `stage`, both stages' positions kept dense, the move
 * recorded in the deal's history when the stage changes. The deal is read again under the locks.
 */
export async function moveItem(
  tx: Tx,
  itemId: number,
  stageId: number,
  position: number,
  movedBy: string | null,
): Promise<PipelineItem | undefined> {
  const [before] = await tx.select().from(pipelineItems).where(eq(pipelineItems.id, itemId)).limit(1);
  if (!before) return undefined;
  const stages = await lockStages(tx, [before.stageId, stageId]);
  const target = stages.find((s) => s.id === stageId);
  if (!target) return undefined;
  // read again: a move that ran while we waited for the locks may have changed its place
  const [item] = await tx.select().from(pipelineItems).where(eq(pipelineItems.id, itemId)).limit(1);
  if (!item) return undefined;
  if (target.pipelineId !== item.pipelineId) throw new Error('stage of another pipeline');
  const to = clamp(position, await stageSize(tx, stageId, item.id));
  if (item.stageId === stageId && item.position === to) return item;
  await closeGap(tx, item.stageId, item.position);
  await openGap(tx, stageId, to, item.id);
  const [moved] = await tx
    .update(pipelineItems)
    .set({
      stageId,
      position: to,
      closedAt: closedAtFor(target, item),
      lostReason: target.kind === 'lost' ? item.lostReason : null,
    })
    .where(eq(pipelineItems.id, item.id))
    .returning();
  if (item.stageId !== stageId)
    await tx
      .insert(pipelineItemMoves)
      .values({ itemId: item.id, fromStageId: item.stageId, toStageId: stageId, movedBy });
  return moved;
}
