// Pipelines' own rules beside their definition (definitions/entities/pipelines.ts): a new pipeline starts with the
// usual stages (renamed and reordered in its settings), and the list's page is 50 when none is asked (the admin's
// list keeps its usual page).
import type { CrudEntity } from '../crud/defineCrud';
import { pipelineStages, STAGE_KINDS } from '../db/schema/index';

/** The stages a new pipeline starts with (Hebrew: the business's language; staff rename them in the settings). */
export const DEFAULT_STAGES: { name: string; color: string; kind: (typeof STAGE_KINDS)[number] }[] = [
  { name: 'ליד חדש', color: '#90caf9', kind: 'open' },
  { name: 'יצירת קשר', color: '#80cbc4', kind: 'open' },
  { name: 'הצעת מחיר', color: '#ffcc80', kind: 'open' },
  { name: 'משא ומתן', color: '#ce93d8', kind: 'open' },
  { name: 'נסגר בהצלחה', color: '#81c784', kind: 'won' },
  { name: 'אבוד', color: '#e57373', kind: 'lost' },
];

const bespoke: Partial<CrudEntity> = {
  defaultLimit: 50,
  hooks: {
    async afterCreate(tx, row) {
      await tx
        .insert(pipelineStages)
        .values(DEFAULT_STAGES.map((stage, position) => ({ ...stage, pipelineId: row.id as number, position })));
    },
  },
};

export default bespoke;
