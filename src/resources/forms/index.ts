import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { crud } from '../../dataProvider/endpoints';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { defineResource } from '../../engine/defineResource';
import { boolean, datetime, id, integer, longText, text } from '../../engine/fields';
import en from './messages.en';
import he from './messages.he';

/**
 * Forms (/forms, child /forms/:id for submissions; page size 100). A form's page is
 * its submissions; its builder is /forms/:id/edit (src/screens/forms); the public page is /f/<name>.
 */
export default defineResource({
  name: 'forms',
  path: 'forms',
  menu: 'forms',
  menuOrder: 10,
  icon: AssignmentOutlined,
  permission: 'form',
  api: crud('/form', { one: '/form/{id}/definition', list: { sort: undefined } }),
  fields: {
    id: id(),
    title: text({ required: true, maxLength: 200, sortable: false }),
    name: text({ required: true, maxLength: 63, helperText: 'forms.builder.settings.name_help', sortable: false }),
    description: longText({ maxLength: 2000, sortable: false }),
    submission_count: integer({ readOnly: true, sortable: false }),
    last_submission_at: datetime({ readOnly: true, sortable: false }),
    open: boolean({ readOnly: true, sortable: false }),
    version: integer({ readOnly: true, sortable: false }),
    updated_at: datetime({ readOnly: true, sortable: false }),
  },
  list: ['title', 'name', 'submission_count', 'last_submission_at', 'open', 'updated_at'],
  listOptions: { search: true, perPage: 100, rowClick: 'edit' },
  create: ['title', 'name', 'description'],
  afterCreate: (id) => `/forms/${id}/edit`,
  edit: lazyWithReload(() => import('../../screens/forms/FormSubmissionsPage')),
  recordRepresentation: 'title',
  messages: { he, en },
});
