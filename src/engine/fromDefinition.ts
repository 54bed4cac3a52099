// The admin's resource of an entity definition (definitions/entities): its fields' inputs and columns, their form
// checks (the same limits the server's request schema is made of), its messages in both languages, menu entry and API
// paths. A resource with screens of its own passes `overrides` for the pieces it replaces and keeps the rest.
import { required, type Validator } from 'ra-core';
import { namesOf, type EntityDefinition, type Layout } from '../../definitions/entity/defineEntity';
import type { FieldDef } from '../../definitions/entity/fields';
import { problemOf } from '../../definitions/entity/limits';
import { entityMessages } from '../../definitions/entity/messages';
import { entityPlace } from '../../definitions/entities/names';
import { issueMessage } from '../dataProvider/errors';
import { entityApi } from '../dataProvider/endpoints';
import { defineResource } from './defineResource';
import { entityIcon } from './entityIcons';
import * as kinds from './fields';
import type { FieldSpec } from './fields';
import { lazyInput } from './lazy';
import type { AppResource, ResourceConfig } from './resourceTypes';
import type { ComponentType } from 'react';
import type { PageLayout } from './views/pageLayout';

/** The admin's own panels of an edit page, by the id of the definition's tab that shows each (a book's readers). */
export type Panels = Record<string, ComponentType>;

const PhoneInput = lazyInput(() => import('../widgets/phone/PhoneInput').then((m) => m.PhoneInput));

/** The form check of a field: the definition's own rules, worded as the server's 422 for the same problem. */
const checkOf =
  (name: string, def: FieldDef): Validator =>
  (value: unknown) => {
    const problem = problemOf(def, value);
    if (!problem) return undefined;
    // A rule the definition names by a code (a coupon's code pattern) is worded by that code, as the server's 422 is.
    const code = problem.ctx?.code;
    return typeof code === 'string'
      ? { message: `errors.validation.codes.${code}`, args: problem.ctx! }
      : issueMessage({ type: problem.type, loc: [name], msg: '', ctx: problem.ctx });
  };

/** The check of a list of rows as a whole (missing, too many): each row's fields check their own values. */
const listCheckOf = (name: string, def: FieldDef): Validator => {
  const check = checkOf(name, def);
  return (value: unknown, values: unknown, props: unknown) => {
    const problem = problemOf(def, value);
    return problem && ['missing', 'list_type', 'too_long'].includes(problem.type)
      ? check(value, values, props)
      : undefined;
  };
};

const placeOf = (entity: string) => {
  const place = entityPlace(entity);
  if (!place) throw new Error(`No entity is named ${entity}`);
  return place;
};

function specOf(resource: string, name: string, def: FieldDef): FieldSpec {
  const common = {
    required: def.required,
    readOnly: def.readOnly,
    createOnly: def.createOnly,
    noImport: def.noImport,
    noExport: def.noImport,
    validate: def.readOnly ? undefined : [checkOf(name, def)],
    helperText: def.help ? `resources.${resource}.help.${name}` : undefined,
  };
  switch (def.kind) {
    case 'text':
      return def.multiline
        ? kinds.longText({ ...common, maxLength: def.maxLength, sortable: false, defaultValue: def.default })
        : kinds.text({ ...common, maxLength: def.maxLength, defaultValue: def.default });
    case 'email':
      return kinds.email(common);
    case 'url':
    case 'slug':
      return kinds.text({ ...common, maxLength: def.maxLength });
    case 'phone':
      return kinds.text({ ...common, input: PhoneInput, importAs: 'tel' });
    case 'money':
      return kinds.money({ ...common, minor: true });
    case 'integer':
      return kinds.integer({ ...common, min: def.min, max: def.max, defaultValue: def.default });
    case 'boolean':
      return kinds.boolean({ ...common, defaultValue: def.default ?? false, toggle: Boolean(def.toggle) });
    case 'enum':
      // With a default its column is never empty: the form offers no empty choice, an import may leave it out.
      return kinds.select(kinds.choicesOf(`resources.${resource}.values.${name}`, Object.keys(def.values)), {
        ...common,
        defaultValue: def.default,
        validate: def.default !== undefined && common.validate ? [...common.validate, required()] : common.validate,
      });
    case 'reference': {
      const place = placeOf(def.to);
      return kinds.reference(place.route, { ...common, optionText: place.represent });
    }
    case 'references': {
      const place = placeOf(def.to);
      return kinds.references(place.route, { ...common, optionText: place.represent });
    }
    case 'enums':
      return kinds.tags({
        ...common,
        choices: Object.keys(def.values),
        wordsAt: `resources.${resource}.values.${name}`,
      });
    case 'richText':
      return kinds.richText(common);
    case 'image':
      return kinds.image({ ...common, dirPath: def.folder });
    case 'file':
      return kinds.file({ ...common, dirPath: def.folder });
    case 'files':
      return kinds.files({ ...common, dirPath: def.folder });
    case 'tags':
      return kinds.tags(common);
    case 'images':
      return kinds.images({ ...common, dirPath: def.folder });
    case 'date':
      return kinds.date(common);
    case 'datetime':
      return kinds.datetime(common);
    case 'json':
      return kinds.json(common);
    case 'rows': {
      const row = Object.fromEntries(
        Object.entries(def.fields).map(([inner, field]) => [inner, specOf(resource, inner, field)]),
      );
      return kinds.array(row, {
        ...common,
        validate: def.readOnly ? undefined : [listCheckOf(name, def)],
        sortable: false,
      });
    }
  }
}

/**
 * The admin's page layout of a definition's; on create, without a tree's `children` (none sit under a new record) nor
 * the fields only the server writes (a new record has no value of them yet). A tab of neither fields nor sections shows
 * the resource's panel of that id, on the edit page only (it reads the record).
 */
function pageLayoutOf(
  layout: Layout<string>,
  definition: EntityDefinition,
  panels: Panels,
  create = false,
): PageLayout {
  const keep = (fields: string[]) =>
    create ? fields.filter((field) => field !== 'children' && !definition.fields[field]?.readOnly) : fields;
  const sections = (list: Array<{ id: string; fields: string[] }>) =>
    list.map(({ id, fields }) => ({ id, fields: keep(fields) })).filter((section) => section.fields.length);
  if (Array.isArray(layout)) return keep(layout);
  if ('sections' in layout) return { sections: sections(layout.sections) };
  const tabs = layout.tabs.map(({ id, fields, sections: inner }) => ({
    id,
    fields: fields && keep(fields),
    sections: inner && sections(inner),
    component: create ? undefined : panels[id],
  }));
  return { tabs: tabs.filter((tab) => (tab.fields?.length ?? 0) + (tab.sections?.length ?? 0) > 0 || tab.component) };
}

/** A list filter on a field: its input, never required; a references field's by one record (the list keeps those that hold it). */
function filterOf(spec: FieldSpec, def: FieldDef): FieldSpec {
  if (def.kind === 'references') {
    const place = placeOf(def.to);
    return kinds.reference(place.route, { optionText: place.represent });
  }
  return { ...spec, required: false, validate: undefined } as FieldSpec;
}

/**
 * The resource of a definition; `overrides` replace single pieces (a page, the list's columns), and its `fields` and
 * `listOptions` are laid over the definition's one by one (a column the admin computes, a button above the list), and
 * its list filters over the definition's; `panels` draw the definition's tabs of the admin's own (a book's readers).
 */
export function resourceFromDefinition(
  definition: EntityDefinition,
  overrides: Partial<ResourceConfig<Record<string, FieldSpec>>> & { panels?: Panels } = {},
): AppResource {
  const { panels = {}, ...config } = overrides;
  const names = namesOf(definition);
  const name = names.resource;
  const fields: Record<string, FieldSpec> = { id: kinds.id() };
  for (const [field, def] of Object.entries(definition.fields)) {
    fields[field] = specOf(name, field, def);
  }
  fields.created_at = kinds.datetime({ readOnly: true });
  const tree = definition.options?.tree;
  if (tree) {
    // The records under this one, by the list's columns but the parent and pictures.
    const columns = definition.list.columns.filter(
      (column) => column !== tree.parent && !['image', 'file'].includes(definition.fields[column]!.kind),
    );
    fields.children = kinds.referenceMany(names.route, tree.parent, { columns });
  }
  const sort = definition.list.sort;
  const filters: Record<string, FieldSpec> = Object.fromEntries(
    (definition.list.filters ?? []).map((field) => [field, filterOf(fields[field]!, definition.fields[field]!)]),
  );
  for (const only of Object.keys(definition.list.only ?? {})) filters[only] = kinds.boolean();
  // A row's switch saves at once: on a phone the rows stay a table, so the switch stays in reach.
  const toggles = definition.list.columns.some((column) => {
    const def = definition.fields[column]!;
    return def.kind === 'boolean' && Boolean(def.toggle);
  });
  const layout = definition.layout ? pageLayoutOf(definition.layout, definition, panels) : undefined;
  const createLayout = definition.layout ? pageLayoutOf(definition.layout, definition, panels, true) : undefined;
  return defineResource({
    name,
    path: names.route,
    menu: definition.menu?.section,
    menuOrder: definition.menu?.order,
    icon: entityIcon(definition.menu?.icon),
    permission: definition.name,
    api: entityApi(names.base, {
      list: { path: names.listPath, ...(definition.api?.paging ? { paging: definition.api.paging } : {}) },
      create: names.createPath,
    }),
    list: definition.list.columns,
    create: createLayout,
    edit: layout,
    import: definition.options?.import ?? false,
    actions: definition.actions?.map(({ id, update, refs, icon }) => ({
      id,
      update,
      refs,
      icon: icon && entityIcon(icon),
    })),
    recordRepresentation: definition.represent ?? ('name' in definition.fields ? 'name' : undefined),
    messages: { he: entityMessages(definition, 'he'), en: entityMessages(definition, 'en') },
    ...config,
    fields: { ...fields, ...config.fields },
    listOptions: {
      search: Boolean(definition.list.search?.length),
      phone: toggles ? 'table' : undefined,
      perPage: definition.list.perPage,
      sort: sort ? { field: sort.field, order: sort.order === 'asc' ? 'ASC' : 'DESC' } : undefined,
      export: definition.options?.export ?? true,
      ...config.listOptions,
      // A filter of the admin's own (on a field the server computes) joins the definition's.
      filters: { ...filters, ...config.listOptions?.filters },
    },
  });
}
