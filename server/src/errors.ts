// Error shapes of the original FastAPI backend:
//   {"detail": "text or CODE"}; 422 {"detail": [{type, loc, msg, input}]}; 500 {"detail": "Internal Server Error"}.
// Route code throws `httpError(...)` / `notFound()` / `validationError(...)`; the handlers here shape everything else.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { locRoot, toValidationItem, type LocSegment, type ValidationItem } from './pydantic';

export type { ValidationItem } from './pydantic';

/** An error with an HTTP status and a FastAPI-style string detail. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly detail: string;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, detail: string, headers: Record<string, string> = {}) {
    super(detail);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.detail = detail;
    this.headers = headers;
  }
}

/** `throw httpError(400, 'REGISTER_USER_ALREADY_EXISTS')` answers `{"detail": "REGISTER_USER_ALREADY_EXISTS"}`. */
export function httpError(statusCode: number, detail: string, headers?: Record<string, string>): HttpError {
  return new HttpError(statusCode, detail, headers);
}

/** 404 `{"detail":"Not Found"}`, the answer for unknown ids and unknown routes alike. */
export function notFound(detail = 'Not Found'): HttpError {
  return new HttpError(404, detail);
}

/** A 422 raised by route code for a rule zod cannot check (for example "already taken" on a unique field). */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  readonly items: ValidationItem[];

  constructor(items: ValidationItem[]) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
    this.items = items;
  }
}

/**
 * `throw validationError(['body', 'email'], 'value is not a valid email address')` (type value_error by default);
 * `code` names the reason for clients that word it themselves (sent as ctx.code).
 */
export function validationError(
  loc: LocSegment[],
  msg: string,
  input: unknown = null,
  type = 'value_error',
  code?: string,
): RequestValidationError {
  return new RequestValidationError([{ type, loc, msg, input, ...(code ? { ctx: { code } } : {}) }]);
}

/** The 422 (`status_move`) of a status move that `what` (an order, a subscription) may not make: it names the moves
 * it may. */
export function statusMoveError(
  what: string,
  from: string,
  to: string,
  allowed: readonly string[],
): RequestValidationError {
  const can = allowed.length ? `it can move to ${allowed.join(', ')}` : 'it cannot move any more';
  return validationError(
    ['body', 'status'],
    `Value error, the ${what} is ${from}: ${can}`,
    to,
    'value_error',
    'status_move',
  );
}

/** The body a malformed JSON request gets (FastAPI: json_invalid at the character position). */
class JsonDecodeError extends Error {
  readonly statusCode = 422;
  readonly position: number;
  constructor(message: string, position: number) {
    super(message);
    this.position = position;
  }
}

// ---------- OpenAPI descriptions of the error bodies ----------

export const errorDetailSchema = z.object({ detail: z.string() }).meta({ id: 'HTTPError' });
export const validationItemSchema = z
  .object({
    type: z.string(),
    loc: z.array(z.union([z.string(), z.number()])),
    msg: z.string(),
    input: z.unknown(),
    ctx: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ValidationError' });
export const validationErrorSchema = z
  .object({ detail: z.array(validationItemSchema) })
  .meta({ id: 'HTTPValidationError' });

/** Response schemas for the error statuses a route can answer: `response: { 200: X, ...errorResponses(401, 404, 422) }`. */
export function errorResponses(
  ...statuses: number[]
): Record<number, typeof errorDetailSchema | typeof validationErrorSchema> {
  const out: Record<number, typeof errorDetailSchema | typeof validationErrorSchema> = {};
  for (const status of statuses) out[status] = status === 422 ? validationErrorSchema : errorDetailSchema;
  return out;
}

// ---------- JSON body parsing ----------

/**
 * Replaces Fastify's JSON parser: an empty body counts as "no body" (so a DELETE sent with a JSON content type
 * still works, and a route that needs a body answers 422 missing), and malformed JSON becomes 422 json_invalid.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      const value: unknown = JSON.parse(text, (key, v: unknown) => (key === '__proto__' ? undefined : v));
      done(null, value);
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Invalid JSON';
      const match = /position (\d+)/.exec(message);
      done(new JsonDecodeError(message, match ? Number(match[1]) : 0), undefined);
    }
  });
}

// ---------- handlers ----------

function requestPart(request: FastifyRequest, context: string): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

function sendValidation(reply: FastifyReply, items: ValidationItem[]): FastifyReply {
  return reply.code(422).send({ detail: items });
}

export interface DbError {
  code?: string;
  detail?: string;
  constraint?: string;
  cause?: unknown;
}

/** The database's own error under drizzle's wrapper. */
export function dbError(error: unknown): DbError | undefined {
  let current = error as DbError | undefined;
  for (let depth = 0; current && depth < 3; depth += 1) {
    if (typeof current.code === 'string' && /^\d{5}$|^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = current.cause as DbError | undefined;
  }
  return undefined;
}

function isUniqueViolation(error: unknown): boolean {
  return dbError(error)?.code === '23505';
}

/** The message of a 422 string_nul: PostgreSQL cannot store U+0000 (nul-characters.ts checks every request). */
export const NUL_MESSAGE = 'String should not contain the NUL character';

type Refusal = { status: 422; items: ValidationItem[] } | { status: 409; detail: string };

/**
 * The last line of defence for input the route's schema let through and the database refused: a reference to a
 * record that does not exist (23503 on insert or update) is a 422 on that column; a record others still refer to
 * (23503 on delete, 23001 restrict_violation) a 409 IN_USE; a number out of the column's range (22003), a NUL
 * character (22021, 22P05) and text the column cannot read (22P02: a lone surrogate in JSON) a 422.
 */
function refusedInput(error: unknown): Refusal | undefined {
  const db = dbError(error);
  switch (db?.code) {
    case '23001':
      return { status: 409, detail: 'IN_USE' };
    case '23503': {
      if (/still referenced/.test(db.detail ?? '')) return { status: 409, detail: 'IN_USE' };
      const column = /^Key \(([a-z_]+)\)/.exec(db.detail ?? '')?.[1];
      return {
        status: 422,
        items: [
          {
            type: 'value_error',
            loc: column ? ['body', column] : ['body'],
            msg: 'Value error, names a record that does not exist',
            input: null,
            ctx: { code: 'not_found' },
          },
        ],
      };
    }
    case '22003':
      return {
        status: 422,
        items: [
          {
            type: 'value_error',
            loc: ['body'],
            msg: 'Value error, a number is out of range',
            input: null,
            ctx: { code: 'out_of_range' },
          },
        ],
      };
    case '22021':
    case '22P05':
      return { status: 422, items: [{ type: 'string_nul', loc: ['body'], msg: NUL_MESSAGE, input: null }] };
    case '22P02': // text the column's type cannot read, such as a lone UTF-16 surrogate (\ud800) in a JSON document
      return {
        status: 422,
        items: [
          {
            type: 'value_error',
            loc: ['body'],
            msg: 'Value error, a value cannot be stored as written',
            input: null,
            ctx: { code: 'unreadable_text' },
          },
        ],
      };
    default:
      return undefined;
  }
}

/** Connection-level failures of the database: it is gone, restarting, refusing connections or full. */
const CONNECTION_CODES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300']);
const DISK_FULL_CODES = new Set(['53100', 'ENOSPC']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);
const CONNECTION_TEXTS =
  /Connection terminated|timeout exceeded when trying to connect|not currently accepting connections|the database system is (starting up|shutting down)|PGlite is closed|Client has encountered a connection error/i;

/**
 * Why the database cannot serve a request, if that is what the error says: 'disk_full' (it cannot write: 53100 or
 * ENOSPC) or 'unavailable' (gone, restarting, refusing connections). The server answers these 503 and goes on; the
 * pool makes new connections once the database is back.
 */
export function databaseTrouble(error: unknown): 'disk_full' | 'unavailable' | undefined {
  let current = error as (Error & { code?: unknown; cause?: unknown }) | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (DISK_FULL_CODES.has(code) || /No space left on device/i.test(current.message ?? '')) return 'disk_full';
    if (CONNECTION_CODES.has(code) || NETWORK_CODES.has(code) || CONNECTION_TEXTS.test(current.message ?? ''))
      return 'unavailable';
    current = current.cause as typeof current;
  }
  return undefined;
}

/** The 503 answers, with how long to wait before trying again. */
export const DATABASE_TROUBLE_DETAIL = {
  unavailable: 'Database unavailable: try again in a moment',
  disk_full: 'The database cannot write: its storage is full',
} as const;
/** The health check's answer when this process's job queue does not answer. */
export const QUEUE_UNAVAILABLE_DETAIL = 'Job queue unavailable: try again in a moment';
export const RETRY_AFTER_SECONDS = 5;

/**
 * A multipart body busboy could not read (cut short, no closing boundary, a broken part header): FastAPI answers
 * these 400 "There was an error parsing the body". busboy's errors carry no code, only these messages.
 */
function isMalformedMultipart(error: Error): boolean {
  return !(error as FastifyError).statusCode && /multipart|part header|boundary/i.test(error.message);
}

/** The detail of a client error Fastify raised itself: its own text, or the status's name. */
function clientErrorDetail(error: FastifyError | Error, status: number): string {
  return error.message || STATUS_CODES[status] || 'Bad Request';
}

/**
 * Fastify's `frameworkErrors` option: the router's own errors (a bad percent-encoding in the path, a path parameter
 * longer than maxParamLength) in FastAPI's shape. The URL is not echoed: it can be long, and it can carry a token.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      void reply.code(400).send({ detail: 'Invalid URL: a malformed percent-encoding' });
      return;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      void reply.code(414).send({ detail: 'URI Too Long' });
      return;
    default: {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void reply.code(status).send({ detail: STATUS_CODES[status] ?? 'Bad Request' });
    }
  }
}

/**
 * Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses before any route runs (headers too large:
 * 431, a request too slow: 408, anything else: 400), written on the socket in FastAPI's shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ detail: STATUS_CODES[status] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Installs the error handler (all errors to FastAPI shapes) and the JSON not-found answer. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ detail: error.detail });
    }
    if (error instanceof RequestValidationError) return sendValidation(reply, error.items);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as FastifyError).validationContext ?? 'body';
      const root = requestPart(request, context);
      const items = error.validation.map((v) =>
        toValidationItem(
          {
            ...(v.params as Record<string, unknown>),
            code: v.keyword,
            message: v.message ?? '',
            path: v.instancePath
              .split('/')
              .filter(Boolean)
              .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
          },
          context,
          root,
        ),
      );
      return sendValidation(reply, items);
    }
    if (error instanceof JsonDecodeError) {
      return sendValidation(reply, [
        {
          type: 'json_invalid',
          loc: [locRoot.body!, error.position],
          msg: 'JSON decode error',
          input: {},
          ctx: { error: error.message },
        },
      ]);
    }
    if (isUniqueViolation(error)) {
      return reply.code(409).send({ detail: 'Conflict: a record with these values already exists' });
    }
    const refused = refusedInput(error);
    if (refused)
      return refused.status === 422
        ? sendValidation(reply, refused.items)
        : reply.code(refused.status).send({ detail: refused.detail });
    if (isMalformedMultipart(error)) return reply.code(400).send({ detail: 'There was an error parsing the body' });
    const trouble = databaseTrouble(error);
    if (trouble) {
      request.log.warn({ err: error }, 'the database could not serve the request');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ detail: DATABASE_TROUBLE_DETAIL[trouble] });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ detail: clientErrorDetail(error, status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal Server Error' });
  });
}

/** `const row = orNotFound(await findX(id))`: the value, or a 404 `{"detail":"Not Found"}`. */
export function orNotFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw notFound();
  return value;
}
