import { resources } from '../resources';
import { createDataProvider } from './createDataProvider';

export { http, request } from './http';
export { crud } from './endpoints';
export { ApiError, isApiError } from './errors';
export { apiEvents } from './apiEvents';

/** React-admin's data provider for every resource of the registry. */
export const dataProvider = createDataProvider(
  resources.map(({ routeName, api, writableFields }) => ({ routeName, api, writableFields })),
);
