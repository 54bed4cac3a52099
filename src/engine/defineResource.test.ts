import { describe, expect, it } from 'vitest';
import Icon from '@mui/icons-material/Star';
import { crud } from '../dataProvider/endpoints';
import { defineResource } from './defineResource';
import { array, boolean, computed, date, email, id, integer, money, password, reference, select, text } from './fields';

const labels: Record<string, string> = {
  'resources.people.fields.name': 'Name',
  'resources.people.fields.emails': 'E-mails',
  'resources.people.fields.emails.value': 'E-mail',
  'resources.people.fields.emails.is_primary': 'Primary',
  'option.a': 'Option A',
};
const translate = (key: string, options?: Record<string, unknown>) => labels[key] ?? String(options?._ ?? key);

const Custom = () => null;

const people = defineResource({
  name: 'people',
  path: '/customers/people/',
  menu: 'customers',
  icon: Icon,
  api: crud('/person'),
  fields: {
    id: id(),
    name: text({ required: true }),
    email: email(),
    password: password({ required: true }),
    age: integer({ min: 0 }),
    balance: money(),
    vip: boolean(),
    born: date(),
    kind: select([{ id: 'a', name: 'option.a' }], { required: true }),
    owner: reference('settings/users'),
    emails: array({ value: email({ required: true }), is_primary: boolean() }),
    label: computed((r) => String(r.name)),
  },
  list: ['name', 'email', 'label'],
  show: ['name'],
  edit: Custom,
});

describe('defineResource', () => {
  it('names the react-admin resource by its route path and keeps the short name for i18n', () => {
    expect(people.name).toBe('people');
    expect(people.routeName).toBe('customers/people');
    expect(people.path).toBe('/customers/people');
    expect(people.resourceProps.name).toBe('customers/people');
    expect(people.menu).toBe('customers');
  });

  it('generates the pages it is not given, uses the components it is given, leaves out what is false or impossible', () => {
    expect(people.resourceProps.list).toBeTypeOf('function');
    expect(people.resourceProps.create).toBeTypeOf('function');
    expect(people.resourceProps.show).toBeTypeOf('function');
    expect(people.resourceProps.edit).toBe(Custom);
    const readOnly = defineResource({
      name: 'logs',
      icon: Icon,
      api: crud('/logs', { create: false, update: false }),
      fields: { id: id() },
      create: false,
    });
    expect(readOnly.resourceProps.create).toBeUndefined();
    expect(readOnly.resourceProps.edit).toBeUndefined();
    expect(readOnly.resourceProps.show).toBeUndefined();
  });

  it('sends only writable fields (not ids, not computed values)', () => {
    expect(people.writableFields).toEqual([
      'name',
      'email',
      'password',
      'age',
      'balance',
      'vip',
      'born',
      'kind',
      'owner',
      'emails',
    ]);
  });

  it('yields the import schema from its fields', () => {
    expect(people.importSchema(translate)).toEqual([
      { id: 'name', label: 'Name', type: 'text', required: true },
      { id: 'email', label: 'email', type: 'email', required: false },
      { id: 'age', label: 'age', type: 'number', required: false },
      { id: 'balance', label: 'balance', type: 'number', required: false },
      { id: 'vip', label: 'vip', type: 'check', required: false },
      { id: 'born', label: 'born', type: 'date', required: false },
      { id: 'kind', label: 'kind', type: 'select', required: true, options: [{ value: 'a', label: 'Option A' }] },
      { id: 'owner', label: 'owner', type: 'text', required: false, attrs: { reference: 'settings/users' } },
      {
        id: 'emails',
        label: 'E-mails',
        type: 'array',
        required: false,
        attrs: {
          schema: [
            { id: 'value', label: 'E-mail', type: 'email', required: true },
            { id: 'is_primary', label: 'Primary', type: 'check', required: false },
          ],
        },
      },
    ]);
  });

  it('maps the API with crud(): {id} paths, skip/limit, sort/order and q by default', () => {
    expect(crud('/authors/')).toEqual({
      list: { path: '/authors/', paging: 'skip', search: 'q', sort: { field: 'sort', order: 'order' } },
      one: '/authors/{id}',
      create: '/authors/',
      update: { path: '/authors/{id}', method: 'PUT' },
      delete: '/authors/{id}',
    });
    expect(crud('/x', { delete: false, list: { paging: 'offset' } })).toMatchObject({
      delete: undefined,
      list: { paging: 'offset' },
    });
  });
});
