// What a resource declares and what the admin makes of it: the types the generated views read, apart from the
// function that builds them (defineResource), so that the views never import it.
import type { ComponentType, ReactElement } from 'react';
import type { Identifier, RaRecord, ResourceProps, SortPayload } from 'ra-core';
import type { Action } from '../authProvider/permissions';
import type { CurrentUser } from '../authProvider/types';
import type { ResourceApi } from '../dataProvider/endpoints';
import type { MessageTree } from '../i18n/merge';
import type { FieldSpec } from './fields';
import type { ImportSchemaField, Translate } from './importSchema';
import type { MenuSection } from './menu';
import type { ListFirstPage } from './views/listFirstPage';
import type { PageLayout } from './views/pageLayout';

export type FieldNames<F> = Extract<keyof F, string>;

/** A page of a resource: generated from field names (flat, in sections or in tabs), replaced by a component, or absent. */
export type ViewConfig<F> = PageLayout<FieldNames<F>> | ComponentType | false;

export interface ListOptions<F> {
  /** A search box (the `q` filter: the endpoint's `search` parameter, or searched in the browser). */
  search?: boolean;
  /** Filters shown above the list, always on. */
  filters?: Record<string, FieldSpec>;
  perPage?: number;
  sort?: SortPayload & { field: FieldNames<F> | 'id' };
  /** Row click opens the edit page (default when there is one), the show page, or nothing. */
  rowClick?: 'edit' | 'show' | false;
  /** Delete in each row's menu and for selected rows (behind a confirm); default: when the API can delete. */
  rowDelete?: boolean;
  /** Export of the filtered list as CSV and .xlsx (default true). */
  export?: boolean;
  /** Buttons of the resource's own beside create, import and export (a coupon campaign's 'generate codes'). */
  toolbar?: ComponentType[];
  /** Shown above the rows inside the list's context (the orders' status tabs with their counts). */
  header?: ComponentType;
  /**
   * Under 768 px: a simple list (`primary`, default the record's representation, then `secondary` and `tertiary`, default the next
   * columns), or the table itself (`'table'`, for lists whose rows hold switches that save at once). `menu`: each
   * row keeps its "⋮" menu of row actions at its end (a payment's refund, a subscription's status moves).
   */
  phone?: { primary?: FieldNames<F>; secondary?: FieldNames<F>; tertiary?: FieldNames<F>; menu?: boolean } | 'table';
  /**
   * A second view of the rows beside the table (a books list's covers), chosen by a toggle above the list and
   * remembered in this browser. It renders inside the list's context and gets the bulk action buttons (or false)
   * to show over its selection.
   */
  grid?: ComponentType<{ bulkActions: ReactElement | false }>;
}

/** Something staff do to one record or to the selected ones (`publish`, `activate`...). Label: `resources.<name>.actions.<id>`. */
export interface ActionSpec {
  id: string;
  icon?: ComponentType;
  /** Offered on selected rows (default true) and in each row's menu (default true). */
  bulk?: boolean;
  row?: boolean;
  /** Written to every chosen record (one bulk call; undo offered for a few seconds). */
  update?: Record<string, unknown>;
  /** Or a dialog that adds, removes or replaces the ids of this references field on the selected records (bulk only). */
  refs?: string;
  /** Or a call of its own; asks to confirm first (`resources.<name>.actions.<id>_confirm` when present). */
  run?: (ids: Identifier[]) => Promise<unknown>;
  /** What the confirm says about the one record it is asked for (whom, what, how much), instead of the fixed question. */
  confirmContent?: ComponentType<{ record: RaRecord }>;
  /** Show only for records this accepts (row menu). */
  when?: (record: RaRecord) => boolean;
}

export interface ResourceConfig<F extends Record<string, FieldSpec>> {
  /** Short name: i18n keys `resources.<name>.*` (default: the path's last part, `shop/shipping-options` → `shipping-options`). */
  name?: string;
  /** Route path without the leading slash, default `name`: e.g. `shop/shipping-options`. */
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
  /** i18n key of its menu entry's label when not the resource's plural name (the newsletter's campaigns: 'Newsletter'). */
  menuLabel?: string;
  icon: ComponentType;
  api: ResourceApi;
  fields: F;
  /** List columns (default: every displayable field). */
  list?: ViewConfig<F>;
  listOptions?: ListOptions<F>;
  /** Create form (default: every writable field when the API can create). */
  create?: ViewConfig<F>;
  /** Edit form (default: every writable field, except create-only ones, when the API can update). */
  edit?: ViewConfig<F>;
  /** Show page (default: none). */
  show?: ViewConfig<F>;
  /** Row and bulk actions beyond edit and delete. */
  actions?: ActionSpec[];
  /** An Import button on the list: the wizard with these fields, written by the API's generic import route. */
  import?: boolean;
  recordRepresentation?: FieldNames<F> | ((record: RaRecord) => string);
  /** Where a created record opens (default: the list): `(id) => '/forms/' + id + '/edit'`. */
  afterCreate?: (id: Identifier) => string;
  /** Who may see and open it (default: every signed-in user), besides what `permission` asks. */
  access?: (user: CurrentUser) => boolean;
  /**
   * What the user's roles must grant: the server's resource (`'product'`: its list to see it, create to
   * add...), or a bespoke screen (`{ screen: 'deals' }`) for everything. Superusers may do everything.
   */
  permission?: string | { screen: string };
  /** The resource's own messages (a resource folder's `messages.he.ts` / `messages.en.ts`), kept under `resources.<name>`. */
  messages?: { he: MessageTree; en: MessageTree };
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
  menuLabel?: string;
  icon: ComponentType;
  api: ResourceApi;
  fields: Record<string, FieldSpec>;
  config: ResourceConfig<Record<string, FieldSpec>>;
  /** Whether the user may see and open it (menu, list); absent: every signed-in user. */
  access?: (user: CurrentUser) => boolean;
  /** Whether the user may do this on it (react-admin's canAccess: pages, create, delete, export, import buttons). */
  allows?: (user: CurrentUser, action: Action) => boolean;
  /** Fields forms may send. */
  writableFields: string[];
  /** Fields a change may send: the writable ones but those given only on create. */
  updatableFields: string[];
  /** Columns of its generated list (also a child table's default columns). */
  listColumns: string[];
  /** Fields an export writes. */
  exportFields: string[];
  messages?: { he: MessageTree; en: MessageTree };
  /** How a record is named in titles and menus. */
  represent(record: RaRecord): string;
  /**
   * Its list's first page (size and order), when known before the list's code: a generated list's, or one a list
   * component declares in `listOptions` (perPage and sort). The app asks for it as the first screen's route is known.
   */
  firstPage?: ListFirstPage;
  /** Props for react-admin's `<Resource>`. */
  resourceProps: ResourceProps;
  /** The import schema of its fields in the current language, for the import wizard. */
  importSchema(translate: Translate): ImportSchemaField[];
}
