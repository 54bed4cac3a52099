import type { SortPayload } from 'ra-core';
import { PAGE_SIZES } from '../../lib/pageSizes';

/** A list's first page as react-admin asks for it on a first visit: its size and order, no filter. */
export interface ListFirstPage {
  perPage: number;
  sort: SortPayload;
}

/** react-admin's order when a list names none. */
const DEFAULT_SORT: SortPayload = { field: 'id', order: 'ASC' };

/**
 * A generated list's first page, from its options: the list passes these to react-admin, and the app asks for the
 * same page as soon as the first screen's route is known (src/engine/prefetchFirstPage.ts), so both must come
 * from here.
 */
export const listFirstPage = (options: { perPage?: number; sort?: SortPayload } | undefined): ListFirstPage => ({
  perPage: options?.perPage ?? PAGE_SIZES.default,
  sort: options?.sort ?? DEFAULT_SORT,
});
