import HistoryEduOutlined from '@mui/icons-material/HistoryEduOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { defineResource } from '../defineResource';
import { datetime, id, longText, text } from '../fields';
import en from './messages.en';
import he from './messages.he';

/** Book authors (SPEC section 7: CRUD on /authors/). */
export default defineResource({
  name: 'authors',
  path: 'shop/authors',
  menu: 'shop',
  menuOrder: 100,
  icon: HistoryEduOutlined,
  permission: 'author',
  api: entityApi('/authors/'),
  fields: {
    id: id(),
    name: text({ required: true, maxLength: 200 }),
    bio: longText({ sortable: false, maxLength: 20_000 }),
    created_at: datetime({ readOnly: true }),
  },
  list: ['name', 'bio'],
  listOptions: { search: true, sort: { field: 'name', order: 'ASC' } },
  import: true,
  recordRepresentation: 'name',
  messages: { he, en },
});
