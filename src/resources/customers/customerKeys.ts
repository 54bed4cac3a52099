// The query keys of the customers' own reads.
import { queryKeysOf } from '../../dataProvider/queryKeys';

/**
 * The customers' own reads (the roles, whether there are imports) live under `customers`, react-admin's prefix of the
 * resource: what refreshes the customers refreshes them too.
 */
export const customerKeys = queryKeysOf('customers');
