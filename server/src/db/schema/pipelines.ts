import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, ownerId, timestamps } from './columns';
import { pipelines } from './defined';
import { personRef } from './people';
import { userRef } from './users';

// Deals pipelines (their table is their definition's: definitions/entities/pipelines.ts): a pipeline has ordered
// stages (open, won or lost) and tags; its deals sit in a stage at a position. Positions in a stage are dense
// (0..n-1): every move rewrites them in one transaction under a lock on the stages it touches. Money is integer agorot.

export const STAGE_KINDS = ['open', 'won', 'lost'] as const;

export const pipelineStages = pgTable(
  'pipeline_stages',
  {
    id: identityId(),
    pipelineId: ownerId('pipeline_id', () => pipelines.id),
    name: text('name').notNull(),
    color: text('color').notNull().default('#90a4ae'),
    kind: text('kind', { enum: STAGE_KINDS }).notNull().default('open'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('pipeline_stages_pipeline_position_idx').on(t.pipelineId, t.position)],
);

export const pipelineTags = pgTable(
  'pipeline_tags',
  {
    id: identityId(),
    pipelineId: ownerId('pipeline_id', () => pipelines.id),
    name: text('name').notNull(),
    color: text('color').notNull().default('#90a4ae'),
    ...timestamps,
  },
  (t) => [uniqueIndex('pipeline_tags_pipeline_name_idx').on(t.pipelineId, t.name)],
);

export const pipelineItems = pgTable(
  'pipeline_items',
  {
    id: identityId(),
    pipelineId: ownerId('pipeline_id', () => pipelines.id),
    stageId: integer('stage_id')
      .notNull()
      .references(() => pipelineStages.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    personId: personRef(),
    value: integer('value').notNull().default(0),
    expectedClose: date('expected_close', { mode: 'string' }),
    ownerId: userRef('owner_id'),
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    lostReason: text('lost_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('pipeline_items_stage_position_idx').on(t.stageId, t.position),
    index('pipeline_items_person_idx').on(t.personId),
    check('pipeline_items_value_check', sql`${t.value} >= 0`),
  ],
);

/** A deal's way through the stages: who moved it, from where, to where, when. */
export const pipelineItemMoves = pgTable(
  'pipeline_item_moves',
  {
    id: identityId(),
    itemId: ownerId('item_id', () => pipelineItems.id),
    fromStageId: integer('from_stage_id').references(() => pipelineStages.id, { onDelete: 'set null' }),
    toStageId: integer('to_stage_id').references(() => pipelineStages.id, { onDelete: 'set null' }),
    movedBy: userRef('moved_by'),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pipeline_item_moves_item_idx').on(t.itemId, t.movedAt)],
);

export type PipelineItem = typeof pipelineItems.$inferSelect;
export type PipelineStage = typeof pipelineStages.$inferSelect;
