import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { translate } from '../../i18n/translator';
import { defineResource } from '../../engine/defineResource';
import { boolean, datetime, id, json, longText, tags, text } from '../../engine/fields';
import { lazyInput } from '../../engine/lazy';
import en from './messages.en';
import he from './messages.he';
import { RoleNameField } from './RoleNameField';
import { roleName } from './roleName';

// The role form's inputs come with the form, not with the registry (the signed-in first load).
const PermissionMatrixInput = lazyInput(() => import('./PermissionMatrixInput').then((m) => m.PermissionMatrixInput));
const ScreensInput = lazyInput(() => import('./ScreensInput').then((m) => m.ScreensInput));

/** Roles, for superusers: what staff holding each may do per kind of record, and the screens it opens. */
export default defineResource({
  name: 'roles',
  path: 'settings/roles',
  menu: 'settings',
  menuOrder: 20,
  icon: BadgeOutlined,
  access: (user) => user.is_superuser,
  api: entityApi('/roles'),
  fields: {
    id: id(),
    name: text({ required: true, maxLength: 100, display: RoleNameField }),
    description: longText({ maxLength: 1000 }),
    permissions: json({ input: PermissionMatrixInput, noExport: true, defaultValue: {} }),
    screens: tags({ input: ScreensInput, noImport: true, defaultValue: [] }),
    built_in: boolean({ readOnly: true }),
    created_at: datetime({ readOnly: true }),
  },
  list: ['name', 'description', 'built_in'],
  listOptions: { search: true, sort: { field: 'name', order: 'ASC' }, export: false },
  create: ['name', 'description', 'permissions', 'screens'],
  edit: ['name', 'description', 'permissions', 'screens'],
  // A built-in role is named in the current language (titles, menus), never by its internal name.
  recordRepresentation: (record) => roleName(record as { name?: unknown; built_in?: unknown }, translate),
  messages: { he, en },
});
