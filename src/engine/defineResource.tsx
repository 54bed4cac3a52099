import type { ComponentType } from 'react';
import { can, canScreen, type Action } from '../authProvider/permissions';
import type { CurrentUser } from '../authProvider/types';
import { isWritable, type FieldSpec } from './fields';
import { importSchemaOf } from './importSchema';
import type { AppResource, ResourceConfig, ViewConfig } from './resourceTypes';
import { generatedViews } from './views/generatedViews';
import { listFirstPage } from './views/listFirstPage';
import { normaliseLayout, type PageLayout, type PageSpec } from './views/pageLayout';

export type { ActionSpec, AppResource, ListOptions, ResourceConfig, ViewConfig } from './resourceTypes';

const displayable = (fields: Record<string, FieldSpec>) =>
  Object.entries(fields)
    .filter(([, spec]) => !spec.writeOnly && spec.kind !== 'array' && spec.kind !== 'referenceMany')
    .map(([name]) => name);

const writable = (fields: Record<string, FieldSpec>, mode: 'create' | 'edit') =>
  Object.entries(fields)
    .filter(([, spec]) => isWritable(spec) && (mode === 'create' || !spec.createOnly))
    .map(([name]) => name);

/** The generated page's layout, or null when the page is a component or absent. */
/** A component given for a page: a function, or what React.lazy / memo make (objects React renders). */
const isComponent = (view: unknown): view is ComponentType =>
  typeof view === 'function' || (typeof view === 'object' && view !== null && '$$typeof' in view);

const pageOf = <F,>(view: ViewConfig<F> | undefined, fallback: string[], enabled: boolean): PageSpec | null => {
  if (!enabled || view === false || isComponent(view)) return null;
  return normaliseLayout((view as PageLayout<string> | undefined) ?? fallback);
};

/**
 * One resource in one file: declare what varies, get react-admin's
 * `<Resource>` props, the endpoint map and the import schema.
 */
export function defineResource<F extends Record<string, FieldSpec>>(config: ResourceConfig<F>): AppResource {
  const { fields, api } = config;
  const routeName = (config.path ?? config.name ?? '').replace(/^\/+|\/+$/g, '');
  const name = config.name ?? routeName.split('/').pop()!;
  const representation = config.recordRepresentation;
  const listColumns = Array.isArray(config.list) ? (config.list as string[]) : displayable(fields);
  const { permission, access } = config;
  const granted = (user: CurrentUser, action: Action) =>
    permission === undefined
      ? true
      : typeof permission === 'string'
        ? can(user, permission, action)
        : canScreen(user, permission.screen);
  const allows =
    access || permission !== undefined
      ? (user: CurrentUser, action: Action) => (access ? access(user) : true) && granted(user, action)
      : undefined;

  const resource: AppResource = {
    name,
    routeName,
    path: `/${routeName}`,
    menu: config.menu,
    menuOrder: config.menuOrder ?? 100,
    menuUnder: config.menuUnder,
    menuLabel: config.menuLabel,
    icon: config.icon,
    api,
    fields,
    config: config as unknown as ResourceConfig<Record<string, FieldSpec>>,
    access: allows && ((user) => allows(user, 'list')),
    allows,
    writableFields: Object.entries(fields)
      .filter(([, spec]) => isWritable(spec))
      .map(([field]) => field),
    updatableFields: Object.entries(fields)
      .filter(([, spec]) => isWritable(spec) && !spec.createOnly)
      .map(([field]) => field),
    listColumns,
    exportFields: [
      'id',
      ...displayable(fields).filter((f) => f !== 'id' && !fields[f].noExport && fields[f].kind !== 'computed'),
    ].filter((f) => f !== 'id' || 'id' in fields),
    messages: config.messages,
    represent: (record) =>
      typeof representation === 'function'
        ? representation(record)
        : String(record[(representation as string | undefined) ?? 'name'] ?? `#${String(record.id)}`),
    resourceProps: { name: routeName },
    importSchema: (translate) => importSchemaOf(name, fields, translate),
  };

  const views = generatedViews(resource, {
    list: Array.isArray(config.list) || config.list === undefined ? (api.list ? listColumns : null) : null,
    create: pageOf(config.create, writable(fields, 'create'), Boolean(api.create)),
    edit: pageOf(config.edit, writable(fields, 'edit'), Boolean(api.update && api.one)),
    show: pageOf(config.show ?? false, displayable(fields), Boolean(api.one)),
  });
  const pick = (view: ViewConfig<F> | undefined, generated: ComponentType | undefined) =>
    isComponent(view) ? view : generated;
  const { perPage, sort } = config.listOptions ?? {};
  resource.firstPage = isComponent(config.list)
    ? perPage !== undefined && sort !== undefined
      ? { perPage, sort }
      : undefined
    : views.list && listFirstPage(config.listOptions);

  resource.resourceProps = {
    name: routeName,
    icon: config.icon,
    list: pick(config.list, views.list),
    create: pick(config.create, views.create),
    edit: pick(config.edit, views.edit),
    show: pick(config.show, views.show),
    recordRepresentation: resource.represent,
  };
  return resource;
}
