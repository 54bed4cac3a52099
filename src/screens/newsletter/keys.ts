// The newsletter screens' query keys (the one factory: src/dataProvider/queryKeys.ts), apart from the area's API, so that the
// live updates' one list of keys (src/screens/notifications/liveLists.ts) brings none of the API into the app's first
// load.
import { queryKeysOf } from '../../dataProvider/queryKeys';

export const newsletterKeys = queryKeysOf('newsletter');
