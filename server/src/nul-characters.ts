// PostgreSQL cannot store the NUL character (U+0000) in text or jsonb: a string holding one would fail in the
// database as a 500. Every request's path parameters, query and body are checked once, after validation and before
// the handler (a preHandler hook, so multipart fields the plugin attaches to the body in its own preValidation hook
// are checked too), and a NUL anywhere is a 422 on that field (type string_nul).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NUL_MESSAGE, RequestValidationError, type ValidationItem } from './errors';
import { locRoot, type LocSegment } from './pydantic';

/** Where the first NUL is in a value (a string, or inside keys or strings of objects and arrays), or undefined. */
export function nulPath(value: unknown): LocSegment[] | undefined {
  // Iterative, so a body nested thousands deep cannot overflow the stack.
  const stack: Array<{ value: unknown; path: LocSegment[] }> = [{ value, path: [] }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) stack.push({ value: current[i], path: [...path, i] });
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return [...path, key];
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return undefined;
}

function nulItem(request: FastifyRequest): ValidationItem | undefined {
  const parts: Array<[string, unknown]> = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ];
  for (const [context, value] of parts) {
    const path = nulPath(value);
    if (!path) continue;
    let input: unknown = value;
    for (const key of path) input = (input as Record<LocSegment, unknown>)[key];
    return {
      type: 'string_nul',
      loc: [locRoot[context]!, ...path],
      msg: NUL_MESSAGE,
      input: typeof input === 'string' ? input : null,
    };
  }
  return undefined;
}

/** A preHandler hook on every route: 422 string_nul for a NUL character anywhere in the request. */
export function registerNulCheck(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const item = nulItem(request);
    if (item) throw new RequestValidationError([item]);
  });
}
