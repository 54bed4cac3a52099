import MenuBookOutlined from '@mui/icons-material/AutoStoriesOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { defineResource } from '../defineResource';
import { boolean, choicesOf, date, datetime, files, id, image, integer, references, reference, richText, select, tags, text } from '../fields';
import { lazyPart } from '../lazy';
import en from './messages.en';
import he from './messages.he';

const KINDS = ['ebook', 'audiobook', 'pdf', 'article', 'video'] as const;
const ACCESS = ['free', 'subscription', 'purchase'] as const;
const STATUSES = ['draft', 'published'] as const;

/** The library app's items ('Digital library': item CRUD). */
export default defineResource({
  name: 'library-items',
  path: 'app/books',
  menu: 'app',
  menuOrder: 10,
  icon: MenuBookOutlined,
  permission: 'library_item',
  api: entityApi('/library/item', { list: { path: '/library/items' } }),
  fields: {
    id: id(),
    cover: image({ dirPath: 'app/covers' }),
    title: text({ required: true, maxLength: 300 }),
    subtitle: text({ maxLength: 300 }),
    isbn: text({ maxLength: 20, helperText: 'resources.library-items.help.isbn' }),
    kind: select(choicesOf('resources.library-items.kinds', KINDS), { defaultValue: 'ebook', required: true }),
    author_ids: references('shop/authors'),
    category_ids: references('app/categories'),
    tags: tags(),
    files: files({ dirPath: 'app/files', helperText: 'resources.library-items.help.files' }),
    description: richText({ sortable: false }),
    language: text({ defaultValue: 'he', maxLength: 10 }),
    pages: integer({ min: 1 }),
    duration_minutes: integer({ min: 1 }),
    published_on: date(),
    access: select(choicesOf('resources.library-items.access_kinds', ACCESS), { defaultValue: 'free', required: true }),
    subscription_option_id: reference('shop/subscription-options', { helperText: 'resources.library-items.help.subscription_option_id' }),
    product_id: reference('shop/products', { helperText: 'resources.library-items.help.product_id' }),
    status: select(choicesOf('resources.library-items.statuses', STATUSES), { defaultValue: 'draft', required: true }),
    featured: boolean({ defaultValue: false, toggle: true }),
    home_order: integer({ min: 0 }),
    created_at: datetime({ readOnly: true }),
  },
  list: ['cover', 'title', 'kind', 'author_ids', 'access', 'status', 'featured'],
  listOptions: {
    search: true,
    filters: { kind: select(choicesOf('resources.library-items.kinds', KINDS)), status: select(choicesOf('resources.library-items.statuses', STATUSES)), access: select(choicesOf('resources.library-items.access_kinds', ACCESS)), category_ids: reference('app/categories') },
    // the covers view (files widgets, rich text) loads when it is chosen, not with every first screen
    grid: lazyPart(() => import('./CoverGrid').then((m) => m.default)),
  },
  edit: {
    tabs: [
      { id: 'details', fields: ['title', 'subtitle', 'kind', 'author_ids', 'isbn', 'description', 'language', 'pages', 'duration_minutes', 'published_on'] },
      { id: 'files', fields: ['cover', 'files'] },
      { id: 'catalogue', fields: ['category_ids', 'tags', 'featured', 'home_order'] },
      { id: 'collections', component: lazyPart(() => import('./ItemCollections').then((m) => m.default)) },
      { id: 'access', fields: ['status', 'access', 'subscription_option_id', 'product_id'] },
      { id: 'readers', component: lazyPart(() => import('./ItemReaders').then((m) => m.default)) },
      { id: 'stats', component: lazyPart(() => import('./ItemStats').then((m) => m.default)) },
    ],
  },
  actions: [
    { id: 'publish', update: { status: 'published' } },
    { id: 'unpublish', update: { status: 'draft' } },
  ],
  import: true,
  recordRepresentation: 'title',
  messages: { he, en },
});
