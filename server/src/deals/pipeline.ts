// The pipeline a stage, tag or deal route works under: it must exist (404 otherwise).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pipelines } from '../db/schema/index';
import { orNotFound } from '../errors';

/** The pipeline, or a 404. */
export async function readPipeline(db: Db, pipelineId: number) {
  return orNotFound((await db.select().from(pipelines).where(eq(pipelines.id, pipelineId)).limit(1))[0]);
}
