import PeopleOutline from '@mui/icons-material/PeopleOutline';
import { displayName } from '../authProvider/types';
import { crud } from '../dataProvider/endpoints';
import { strongPassword } from '../screens/auth/validators';
import { defineResource } from '../engine/defineResource';
import { boolean, computed, datetime, email, id, json, password, text } from '../engine/fields';
import { lazyInput } from '../engine/lazy';
import { approveWithRoles } from './roles/ApproveAccountDialog';
import { RolesField } from './roles/RolesField';

// The roles' checkboxes come with the form, not with the registry (the signed-in first load).
const RolesInput = lazyInput(() => import('./roles/RolesInput').then((m) => m.RolesInput));

/**
 * Staff accounts, for superusers only. Not from a definition: the server's user calls are auth's (uuid ids, a password
 * hashed and never read back, roles in their own table: server/src/routes/users.ts says why).
 */
export default defineResource({
  name: 'users',
  path: 'settings/users',
  menu: 'settings',
  icon: PeopleOutline,
  api: crud('/users/', { update: { method: 'PATCH' } }),
  fields: {
    id: id(),
    email: email({ required: true, createOnly: true }),
    full_name: computed((user) => displayName(user as Parameters<typeof displayName>[0])),
    first_name: text(),
    last_name: text(),
    password: password({ required: true, createOnly: true, validate: [strongPassword] }),
    // approving a signed-up account asks which roles it gets
    is_active: boolean({ defaultValue: true, toggle: true, confirmOn: approveWithRoles }),
    is_superuser: boolean({ defaultValue: false }),
    // what a user who is not a superuser may do
    role_ids: json({ input: RolesInput, display: RolesField, defaultValue: [], noImport: true, noExport: true }),
    created_at: datetime({ readOnly: true }),
  },
  list: ['email', 'full_name', 'is_active', 'is_superuser', 'role_ids', 'created_at'],
  listOptions: { phone: 'table', perPage: 100, search: true, sort: { field: 'email', order: 'ASC' } },
  recordRepresentation: 'email',
  access: (user) => user.is_superuser,
});
