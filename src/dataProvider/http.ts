import { apiUrl } from '../config';
import { translate } from '../i18n/translator';
import { apiEvents } from './apiEvents';
import { ApiError, apiErrorFor, type ErrorContext } from './errors';
import { beginWrite } from './ownWrites';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | Array<string | number | boolean>;

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  json?: unknown;
  /** A form body (URL-encoded or multipart). */
  form?: URLSearchParams | FormData;
  headers?: Record<string, string>;
  /** Do not report the failure to the global handler (no toast, no sign-in redirect). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Who sent it, for the wording of a refusal (the resource's field labels; a form showing messages on its fields). */
  context?: ErrorContext;
}

/** How requests authenticate: set once at start-up by the auth provider. */
export interface HttpAuth {
  /** Headers to add to every request (the bearer token of variant A). */
  headers(): Record<string, string>;
}

let auth: HttpAuth = { headers: () => ({}) };
export const setHttpAuth = (value: HttpAuth): void => {
  auth = value;
};

/** Paths are refused before any network call when a piece of them is `undefined` or `null`. */
export const isInvalidEndpoint = (path: string): boolean => /(^|[/=?&])(undefined|null)($|[/?&#])/.test(path);

export function buildUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return `${apiUrl}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

const parseBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
};

const report = (error: ApiError, method: string, path: string, silent?: boolean) => {
  if (silent) return;
  if (error.status === 401) apiEvents.emit('unauthorized', { path });
  apiEvents.emit('error', { error, method, path });
};

/**
 * Calls the API: JSON in and out, credentials included (cookie sessions), the bearer token of
 * variant A added, success on 200-299, failures rejected as ApiError with the catalogue message.
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, json, form, headers = {}, silent, signal, context } = options;
  if (method === 'GET') return send<T>(path, method, { query, json, form, headers, silent, signal, context });
  // a write: its answer is a version this tab made (ownWrites.ts), never news of someone else's change
  const answered = beginWrite(method, path);
  try {
    const answer = await send<T>(path, method, { query, json, form, headers, silent, signal, context });
    answered({ answer });
    return answer;
  } finally {
    answered();
  }
}

async function send<T>(path: string, method: string, options: Omit<RequestOptions, 'method'>): Promise<T> {
  const { query, json, form, headers = {}, silent, signal, context } = options;
  if (isInvalidEndpoint(path)) {
    const error = new ApiError(translate('errors.http.invalid_endpoint'), 0);
    report(error, method, path, silent);
    throw error;
  }
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...auth.headers(), ...headers },
    signal,
  };
  if (json !== undefined) {
    init.body = JSON.stringify(json);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  } else if (form !== undefined) {
    init.body = form;
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), init);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const error = apiErrorFor(0, null, translate);
    report(error, method, path, silent);
    throw error;
  }
  const body = await parseBody(response);
  if (response.ok) return body as T;
  const error = apiErrorFor(response.status, body, translate, response.statusText, context);
  report(error, method, path, silent);
  throw error;
}

/**
 * Opens a server-sent event stream with the same credentials as `request` (fetch, not EventSource, which cannot
 * send the bearer token). Resolves with the response; rejects without reporting (the caller retries).
 */
export async function openEventStream(path: string, signal: AbortSignal): Promise<Response> {
  const response = await fetch(buildUrl(path), {
    credentials: 'include',
    headers: { Accept: 'text/event-stream', ...auth.headers() },
    signal,
  });
  if (!response.ok || !response.body) throw new ApiError(response.statusText, response.status);
  return response;
}

/** Shorthands. */
export const http = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, json?: unknown, options?: Omit<RequestOptions, 'method' | 'json'>) =>
    request<T>(path, { ...options, method: 'POST', json }),
  put: <T = unknown>(path: string, json?: unknown, options?: Omit<RequestOptions, 'method' | 'json'>) =>
    request<T>(path, { ...options, method: 'PUT', json }),
  patch: <T = unknown>(path: string, json?: unknown, options?: Omit<RequestOptions, 'method' | 'json'>) =>
    request<T>(path, { ...options, method: 'PATCH', json }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};

export interface UploadOptions {
  query?: Record<string, QueryValue>;
  /** Bytes sent so far and in all, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  silent?: boolean;
}

/**
 * POSTs a multipart form with upload progress (fetch reports none), authenticated like `request`, failures
 * rejected as ApiError. An aborted upload rejects with the signal's reason.
 */
export function upload<T = unknown>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { query, onProgress, signal, silent } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, query));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(auth.headers())) xhr.setRequestHeader(name, value);
    if (onProgress)
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    const fail = (error: ApiError) => {
      report(error, 'POST', path, silent);
      reject(error);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        /* not JSON: kept as text */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else fail(apiErrorFor(xhr.status, body, translate, xhr.statusText));
    };
    xhr.onerror = () => fail(apiErrorFor(0, null, translate));
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** A GET that answers 2xx, with the same credentials and error handling as `request` (the body left to the caller). */
async function fetchOk(
  path: string,
  accept: string,
  options: Pick<RequestOptions, 'query' | 'silent' | 'signal'>,
): Promise<Response> {
  const { query, silent, signal } = options;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      credentials: 'include',
      headers: { Accept: accept, ...auth.headers() },
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const error = apiErrorFor(0, null, translate);
    report(error, 'GET', path, silent);
    throw error;
  }
  if (response.ok) return response;
  const error = apiErrorFor(response.status, await parseBody(response), translate, response.statusText);
  report(error, 'GET', path, silent);
  throw error;
}

/** A file from the API (a PDF, an export) as a Blob, with the same credentials and error handling as `request`. */
export async function requestBlob(
  path: string,
  options: Pick<RequestOptions, 'query' | 'silent' | 'signal'> = {},
): Promise<Blob> {
  return (await fetchOk(path, '*/*', options)).blob();
}

/** A stream of JSON lines (NDJSON) from the API: `onLine` gets each value as it arrives (for progress). */
export async function requestLines(
  path: string,
  onLine: (value: unknown) => void,
  options: Pick<RequestOptions, 'query' | 'silent' | 'signal'> = {},
): Promise<void> {
  const response = await fetchOk(path, 'application/x-ndjson', options);
  const lines = (text: string) => text.split('\n').forEach((line) => line.trim() && onLine(JSON.parse(line)));
  if (!response.body) return lines(await response.text());
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let rest = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    const text = rest + chunk.value;
    const end = text.lastIndexOf('\n');
    lines(text.slice(0, end + 1));
    rest = text.slice(end + 1);
  }
  lines(rest);
}

/** Saves a Blob as a file the browser downloads. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
