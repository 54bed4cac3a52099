import type { ComponentType } from 'react';
import type { RaRecord, ResourceProps, SortPayload } from 'ra-core';
import type { CurrentUser } from '../authProvider/types';
import type { ResourceApi } from '../dataProvider/endpoints';
import { isWritable, type FieldSpec } from './fields';
import { importSchemaOf, type ImportSchemaField, type Translate } from './importSchema';
import type { MenuSection } from './menu';
import { generatedViews } from './views/generatedViews';

type FieldNames<F> = Extract<keyof F, string>;

/** A page of a resource: generated from field names, replaced by a component, or absent (false). */
export type ViewConfig<F> = Array<FieldNames<F>> | ComponentType | false;

export interface ListOptions<F> {
  /** A search box (the `q` filter: the endpoint's `search` parameter, or searched in the browser). */
  search?: boolean;
  /** Filters shown above the list, always on. */
  filters?: Record<string, FieldSpec>;
  perPage?: number;
  sort?: SortPayload & { field: FieldNames<F> | 'id' };
  /** Row click opens the edit page (default when there is one), the show page, or nothing. */
  rowClick?: 'edit' | 'show' | false;
  /** A delete button (behind the confirm dialog) on each row; default: when the API can delete. */
  rowDelete?: boolean;
}

export interface ResourceConfig<F extends Record<string, FieldSpec>> {
  /** Short name: i18n keys `resources.<name>.*`. */
  name: string;
  /** Route path without the leading slash (SPEC section 2), default `name`: e.g. `shop/shipping-options`. */
  path?: string;
  /** Sidebar section; leave out for a resource without a menu entry. */
  menu?: MenuSection;
  /** Position inside its section (lower first). */
  menuOrder?: number;
  /**
   * For a screen without a menu entry of its own that is reached from another resource's screens (an import
   * history from the customers list): that resource's name, whose menu entry stays current on this one's pages.
   */
  menuUnder?: string;
  icon: ComponentType;
  api: ResourceApi;
  fields: F;
  /** List columns (default: every displayable field). */
  list?: ViewConfig<F>;
  listOptions?: ListOptions<F>;
  /** Create form fields (default: every writable field when the API can create). */
  create?: ViewConfig<F>;
  /** Edit form fields (default: every writable field, except create-only ones, when the API can update). */
  edit?: ViewConfig<F>;
  /** Show page (default: none). */
  show?: ViewConfig<F>;
  recordRepresentation?: FieldNames<F> | ((record: RaRecord) => string);
  /** Who may see and open it (default: every signed-in user). */
  access?: (user: CurrentUser) => boolean;
}

/** A resource definition, as the registry, the menu, the router and the data provider use it. */
export interface AppResource {
  name: string;
  /** React-admin's resource name: the route path without its leading slash. */
  routeName: string;
  /** Absolute path of its list. */
  path: string;
  menu?: MenuSection;
  menuOrder: number;
  menuUnder?: string;
  icon: ComponentType;
  api: ResourceApi;
  fields: Record<string, FieldSpec>;
  config: ResourceConfig<Record<string, FieldSpec>>;
  access?: (user: CurrentUser) => boolean;
  /** Fields forms may send. */
  writableFields: string[];
  /** Props for react-admin's `<Resource>`. */
  resourceProps: ResourceProps;
  /** The import schema of its fields in the current language (SPEC section 3), for the import wizard. */
  importSchema(translate: Translate): ImportSchemaField[];
}

const displayable = (fields: Record<string, FieldSpec>) =>
  Object.entries(fields)
    .filter(([, spec]) => !spec.writeOnly && spec.kind !== 'array')
    .map(([name]) => name);

const writable = (fields: Record<string, FieldSpec>, mode: 'create' | 'edit') =>
  Object.entries(fields)
    .filter(([, spec]) => isWritable(spec) && (mode === 'create' || !spec.createOnly))
    .map(([name]) => name);

/** Field names when a view is generated, null when it is a component or absent. */
const namesOf = <F,>(view: ViewConfig<F> | undefined, fallback: string[], enabled: boolean): string[] | null => {
  if (!enabled || view === false || typeof view === 'function') return null;
  return view ?? fallback;
};

/**
 * One resource in one file (DESIGN section 4): declare what varies, get react-admin's
 * `<Resource>` props, the endpoint map and the import schema.
 */
export function defineResource<F extends Record<string, FieldSpec>>(config: ResourceConfig<F>): AppResource {
  const { name, fields, api } = config;
  const routeName = (config.path ?? name).replace(/^\/+|\/+$/g, '');
  const representation = config.recordRepresentation;

  const resource: AppResource = {
    name,
    routeName,
    path: `/${routeName}`,
    menu: config.menu,
    menuOrder: config.menuOrder ?? 100,
    menuUnder: config.menuUnder,
    icon: config.icon,
    api,
    fields,
    config: config as unknown as ResourceConfig<Record<string, FieldSpec>>,
    access: config.access,
    writableFields: Object.entries(fields)
      .filter(([, spec]) => isWritable(spec))
      .map(([field]) => field),
    resourceProps: { name: routeName },
    importSchema: (translate) => importSchemaOf(name, fields, translate),
  };

  const views = generatedViews(resource, {
    list: namesOf(config.list, displayable(fields), Boolean(api.list)),
    create: namesOf(config.create, writable(fields, 'create'), Boolean(api.create)),
    edit: namesOf(config.edit, writable(fields, 'edit'), Boolean(api.update && api.one)),
    show: namesOf(config.show ?? false, displayable(fields), Boolean(api.one)),
  });
  const pick = (view: ViewConfig<F> | undefined, generated: ComponentType | undefined) =>
    typeof view === 'function' ? view : generated;

  resource.resourceProps = {
    name: routeName,
    icon: config.icon,
    list: pick(config.list, views.list),
    create: pick(config.create, views.create),
    edit: pick(config.edit, views.edit),
    show: pick(config.show, views.show),
    recordRepresentation:
      typeof representation === 'function' ? representation : typeof representation === 'string' ? representation : undefined,
  };
  return resource;
}
