import { PAGE_SIZES } from '../../lib/pageSizes';

/**
 * The customers list's first page: given to react-admin by the list and declared by the resource, so that the app
 * asks for this page as soon as /customers is the first screen, before the list's code is here.
 */
export const CUSTOMER_LIST_PAGE = { perPage: PAGE_SIZES.persons, sort: { field: 'id', order: 'DESC' } } as const;
