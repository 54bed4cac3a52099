// Adding, changing and deleting a pipeline's tags (names are unique in a pipeline); a deleted tag is taken off its
// deals in the same transaction.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pipelineItems, pipelineTags } from '../db/schema/index';
import { updateOrRead } from '../db/update-or-read';
import { notFound, orNotFound } from '../errors';

export interface TagChange {
  name?: string;
  color?: string;
}

const tagWire = (tag: typeof pipelineTags.$inferSelect) => ({
  id: tag.id,
  pipeline_id: tag.pipelineId,
  name: tag.name,
  color: tag.color,
});

/** Adds a tag to a pipeline that exists. */
export async function addTag(db: Db, pipelineId: number, tag: TagChange & { name: string }) {
  const [row] = await db.insert(pipelineTags).values({ pipelineId, name: tag.name, color: tag.color }).returning();
  return tagWire(row);
}

/** Renames or recolours a tag (404 when there is none). */
export async function updateTag(db: Db, tagId: number, change: TagChange) {
  return tagWire(orNotFound(await updateOrRead(db, pipelineTags, change, eq(pipelineTags.id, tagId))));
}

/** Deletes a tag (404 when there is none) and takes it off its deals. */
export function deleteTag(db: Db, tagId: number) {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(pipelineTags).where(eq(pipelineTags.id, tagId)).returning();
    if (!gone) throw notFound();
    await tx
      .update(pipelineItems)
      .set({ tagIds: sql`array_remove(${pipelineItems.tagIds}, ${gone.id})` })
      .where(sql`${pipelineItems.tagIds} @> array[${gone.id}]::int[]`);
  });
}
