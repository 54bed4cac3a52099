import HistoryEduOutlined from '@mui/icons-material/HistoryEduOutlined';
import { crud } from '../dataProvider/endpoints';
import { defineResource } from './defineResource';
import { id, longText, text } from './fields';

/** Book authors (SPEC section 7: CRUD on /authors/). */
export default defineResource({
  name: 'authors',
  path: 'shop/authors',
  menu: 'shop',
  menuOrder: 100,
  icon: HistoryEduOutlined,
  api: crud('/authors/'),
  fields: {
    id: id(),
    name: text({ required: true }),
    bio: longText({ sortable: false }),
  },
  list: ['name', 'bio'],
  listOptions: { search: true, sort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
});
