// Deals pipelines: a name, a description and their order among the others. A new pipeline starts with the usual stages
// (the server's own: server/src/entities/pipelines.ts); its stages, deals and tags have routes of their own
// (server/src/routes/pipeline.ts) and go with it. Its page is its stages and tags (the admin's own:
// src/resources/pipelines), reached under settings by those who may change pipelines.
import { defineEntity } from '../entity/defineEntity';
import { longText, sortOrder, text } from '../entity/fields';

export default defineEntity({
  name: 'pipeline',
  route: 'settings/pipelines',
  api: { base: '/pipeline', paging: 'offset' },
  label: { he: 'צנרת |||| צנרות', en: 'Pipeline |||| Pipelines' },
  fields: {
    name: text({ he: 'שם', en: 'Name' }, { required: true, maxLength: 200 }),
    description: longText({ he: 'תיאור', en: 'Description' }, { maxLength: 2000 }),
    sort_order: sortOrder(),
  },
  list: {
    columns: ['name', 'description', 'sort_order'],
    sort: { field: 'sort_order', order: 'asc' },
    search: ['name'],
  },
  words: { he: { fields: { created_at: 'נוצרה' } }, en: { fields: { created_at: 'Created' } } },
  menu: { section: 'settings', order: 50, icon: 'pipeline' },
});
