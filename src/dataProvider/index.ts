export { createDataProvider } from './createDataProvider';
export { http, request } from './http';
export { crud } from './endpoints';
export { ApiError, isApiError } from './errors';
export { apiEvents } from './apiEvents';
