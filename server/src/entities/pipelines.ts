// Pipelines under /api/pipeline (GET/POST /pipeline/ with offset and limit; GET/PUT/DELETE
// /pipeline/{id}). A new pipeline starts with the usual stages (renamed and reordered in its settings); its stages,
// deals and tags have their own routes (server/src/routes/pipeline.ts) and go with it.
import { z } from 'zod';
import { defineCrud } from '../crud/defineCrud';
import { pipelines, pipelineStages, STAGE_KINDS } from '../db/schema/index';
import { zInt } from '../schemas/common';

const create = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().trim().max(2000).nullable().optional(),
    sort_order: zInt().min(-1_000_000).max(1_000_000).optional(),
  })
  .strict();

/** The stages a new pipeline starts with (Hebrew: the business's language; staff rename them in the settings). */
export const DEFAULT_STAGES: { name: string; color: string; kind: (typeof STAGE_KINDS)[number] }[] = [
  { name: 'ליד חדש', color: '#90caf9', kind: 'open' },
  { name: 'יצירת קשר', color: '#80cbc4', kind: 'open' },
  { name: 'הצעת מחיר', color: '#ffcc80', kind: 'open' },
  { name: 'משא ומתן', color: '#ce93d8', kind: 'open' },
  { name: 'נסגר בהצלחה', color: '#81c784', kind: 'won' },
  { name: 'אבוד', color: '#e57373', kind: 'lost' },
];

export default defineCrud({
  name: 'pipeline',
  table: pipelines,
  base: '/pipeline',
  paging: 'offset',
  defaultLimit: 50,
  create,
  search: ['name'],
  defaultSort: 'sort_order',
  hooks: {
    async afterCreate(tx, row) {
      await tx.insert(pipelineStages).values(DEFAULT_STAGES.map((stage, position) => ({ ...stage, pipelineId: row.id as number, position })));
    },
  },
  sample: (unique) => ({ name: `צנרת ${unique}` }),
});
