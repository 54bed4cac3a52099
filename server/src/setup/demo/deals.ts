// Demo deals: a sales pipeline (readers and book clubs) and a B2B pipeline (schools and libraries buying bulk
// subscriptions), with deals over the demo customers in every stage, tags, owners and some history.
import { asc } from 'drizzle-orm';
import { DEFAULT_STAGES } from '../../entities/pipelines';
import {
  people,
  pipelineItemMoves,
  pipelineItems,
  pipelines,
  pipelineStages,
  pipelineTags,
  users,
} from '../../db/schema/index';
import type { DemoSeed } from './types';

const SALES_TITLES = [
  'מנוי שנתי למשפחה',
  'חבילת ספרי ילדים',
  'מועדון קריאה שכונתי',
  'מתנה לחג: 5 ספרים',
  'מנוי דיגיטלי זוגי',
  'סדרת ספרי נוער',
  'ערב השקה פרטי',
  'ספרי בישול לקייטרינג',
  'אוסף שירה',
  'מנוי ספרי שמע',
];
const B2B_TITLES = [
  'בית ספר אופק: 300 מנויים',
  'ספריית העירייה: אוסף דיגיטלי',
  'תיכון הרצל: ספרי חובה',
  'מכללת הנגב: ספרי עיון',
  'גן ילדים שקד: ספרייה',
  'רשת חינוך אורט: פיילוט',
  'ספריית קיבוץ: 50 מנויים',
  'בית אבות: ספרי שמע',
];

export const dealsDemo: DemoSeed = {
  name: 'demo:deals',
  async run(tx) {
    const customers = await tx.select({ id: people.id }).from(people).orderBy(asc(people.id)).limit(60);
    const staff = await tx.select({ id: users.id }).from(users).orderBy(asc(users.createdAt)).limit(3);
    const plans = [
      {
        name: 'מכירות לקוחות פרטיים',
        description: 'קוראים, משפחות ומועדוני קריאה',
        titles: SALES_TITLES,
        tags: [
          ['חם', '#e53935'],
          ['מתנה', '#8e24aa'],
          ['חוזר', '#43a047'],
        ],
        base: 18000,
      },
      {
        name: 'B2B: בתי ספר וספריות',
        description: 'מנויים בכמות לבתי ספר, ספריות ומוסדות',
        titles: B2B_TITLES,
        tags: [
          ['מכרז', '#1e88e5'],
          ['משרד החינוך', '#fb8c00'],
          ['דחוף', '#e53935'],
        ],
        base: 1_200_000,
      },
    ];
    for (const [p, plan] of plans.entries()) {
      const [pipeline] = await tx
        .insert(pipelines)
        .values({ name: plan.name, description: plan.description, sort_order: p })
        .returning();
      const stages = await tx
        .insert(pipelineStages)
        .values(DEFAULT_STAGES.map((stage, position) => ({ ...stage, pipelineId: pipeline.id, position })))
        .returning();
      const tags = await tx
        .insert(pipelineTags)
        .values(plan.tags.map(([name, color]) => ({ pipelineId: pipeline.id, name, color })))
        .returning();
      const count = plan.titles.length * 2;
      const perStage = new Map<number, number>();
      for (let i = 0; i < count; i += 1) {
        const stage = stages[(i * 5 + p) % stages.length];
        const position = perStage.get(stage.id) ?? 0;
        perStage.set(stage.id, position + 1);
        const closed = stage.kind !== 'open';
        const [deal] = await tx
          .insert(pipelineItems)
          .values({
            pipelineId: pipeline.id,
            stageId: stage.id,
            position,
            title: plan.titles[i % plan.titles.length] + (i >= plan.titles.length ? ' (2)' : ''),
            personId: customers.length ? customers[(i * 7 + p * 13) % customers.length].id : null,
            value: plan.base * (1 + ((i * 37) % 9)),
            expectedClose: `2026-${String(1 + ((i * 3) % 12)).padStart(2, '0')}-${String(1 + ((i * 11) % 28)).padStart(2, '0')}`,
            ownerId: staff.length ? staff[i % staff.length].id : null,
            tagIds: i % 3 === 0 ? [tags[i % tags.length].id] : [],
            lostReason: stage.kind === 'lost' ? 'המחיר גבוה מהתקציב' : null,
            closedAt: closed ? new Date(Date.UTC(2026, (i * 5) % 11, 1 + (i % 27))) : null,
          })
          .returning();
        if (stage.position > 0)
          await tx
            .insert(pipelineItemMoves)
            .values({ itemId: deal.id, fromStageId: stages[0].id, toStageId: stage.id, movedBy: staff[0]?.id ?? null });
      }
    }
  },
};
