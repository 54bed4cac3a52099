// Request generators for the fuzzer (fuzz.test.ts): from one operation of the app's OpenAPI document, fast-check
// arbitraries of requests, some valid-ish (built from the documented schemas) and many not (wrong types, missing and
// unknown fields, long strings, deep nesting, NUL and right-to-left characters, huge and negative numbers, path
// traversal, SQL-like and regex-special text, malformed JSON and multipart, wrong content types, empty bodies).
import fc from 'fast-check';

/** A JSON Schema as @fastify/swagger writes it (only the keywords the generators read). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) out.push({ method: method.toUpperCase(), path, operation });
  }
  return out;
}

/** One generated request, in the shape `app.inject` takes. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What kind of case this is, for the failure message. */
  kind: string;
}

// ---------- nasty values ----------

const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Strings an attacker or a careless client sends. */
export const nastyStrings: string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  'שלום\u200F עולם',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  "' or 1=1 --",
  "'; drop table users; --",
  '" OR ""="',
  '(',
  ')',
  '[',
  '*',
  '+',
  '?',
  '\\',
  '.*',
  '$1',
  '{{7*7}}',
  '%',
  '%00',
  '_',
  '<script>alert(1)</script>',
  'null',
  'undefined',
  'NaN',
  '-1',
  '2147483648',
  '9007199254740993',
  '1e400',
  '0x10',
  'true',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  '\uD800',
  '😀'.repeat(100),
  'a'.repeat(10_000),
  MEGABYTE,
];

export const nastyNumbers: number[] = [
  0, -1, 1, -2147483649, 2147483647, 2147483648, 4294967296, 9007199254740991, -9007199254740991, 1e20, 1e308, -1e308,
  0.5, -0.0001,
];

function deepNesting(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Any JSON value of the wrong kind for most fields. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...nastyStrings), weight: 5 },
  { arbitrary: fc.constantFrom(...nastyNumbers), weight: 3 },
  {
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      {},
      [],
      [null],
      { $ne: 1 },
      JSON.parse('{"__proto__":{"is_superuser":true}}') as unknown,
      ['a', 1, null],
    ),
    weight: 2,
  },
  { arbitrary: fc.constantFrom(deepNesting(10), deepNesting(3000)), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
);

// ---------- values from schemas ----------

export class SchemaArbitraries {
  constructor(private readonly doc: OpenApiDocument) {}

  private resolve(schema: JsonSchema): JsonSchema {
    let current = schema;
    for (let depth = 0; current.$ref && depth < 10; depth += 1) {
      const name = current.$ref.split('/').pop()!;
      current = this.doc.components?.schemas?.[name] ?? {};
    }
    return current;
  }

  /** A value the schema probably accepts (patterns and cross-field rules are not honoured). */
  valid(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
    if (!schema) return fc.constant(undefined);
    const s = this.resolve(schema);
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    const choices = s.anyOf ?? s.oneOf;
    if (choices?.length) return fc.oneof(...choices.map((c) => this.valid(c, depth)));
    if (s.allOf?.length) return this.valid(s.allOf[0], depth);
    const type = Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : [];
    if (type.length > 1) return fc.oneof(...type.map((t) => this.valid({ ...s, type: t }, depth)));
    switch (type[0]) {
      case 'string':
        return this.validString(s);
      case 'integer': {
        const min = Math.max(
          s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000),
          -1_000_000,
        );
        const max = Math.min(
          s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1000),
          1_000_000,
        );
        return min <= max
          ? fc.oneof(fc.integer({ min, max: Math.min(max, min + 20) }), fc.integer({ min, max }))
          : fc.constant(min);
      }
      case 'number':
        return fc.double({
          min: s.minimum ?? -1000,
          max: Math.min(s.maximum ?? 1000, 1e6),
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        if (depth > 4) return fc.constant([]);
        const minLength = s.minItems ?? 0;
        return fc.array(this.valid(s.items ?? {}, depth + 1), {
          minLength,
          maxLength: Math.max(minLength, Math.min(s.maxItems ?? 3, 3)),
        });
      }
      case 'object':
        return this.validObject(s, depth);
      default:
        return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
    }
  }

  private validString(s: JsonSchema): fc.Arbitrary<string> {
    switch (s.format) {
      case 'uuid':
        return fc.uuid();
      case 'email':
        return fc.emailAddress();
      case 'date':
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      case 'date-time':
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString());
      case 'uri':
        return fc.webUrl();
      default: {
        const minLength = s.minLength ?? 0;
        const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 30, 30));
        if (s.pattern === '^[a-z0-9_]+$') return fc.stringMatching(/^[a-z0-9_]{1,20}$/);
        return fc.string({ minLength, maxLength });
      }
    }
  }

  private validObject(s: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
    if (depth > 4 || !s.properties) return fc.constant({});
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, prop] of Object.entries(s.properties)) model[key] = this.valid(prop, depth + 1);
    return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in model) });
  }

  /** A valid-ish value with one part broken: a field replaced, removed or added. */
  mutated(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
    return fc
      .tuple(this.valid(schema), fc.nat(), nastyValue, fc.constantFrom('replace', 'remove', 'add', 'whole'))
      .map(([value, pick, nasty, how]) => {
        if (how === 'whole' || value === null || typeof value !== 'object') return nasty;
        const copy: Record<string, unknown> = Array.isArray(value)
          ? { ...value }
          : { ...(value as Record<string, unknown>) };
        const keys = Object.keys(copy);
        if (how === 'add' || keys.length === 0)
          copy[nastyStrings[pick % nastyStrings.length]!.slice(0, 20) || 'extra'] = nasty;
        else if (how === 'remove') delete copy[keys[pick % keys.length]!];
        else copy[keys[pick % keys.length]!] = nasty;
        return Array.isArray(value) ? Object.values(copy) : copy;
      });
  }

  /** A text for a path or query parameter: a valid-ish value, or a nasty one. */
  paramText(schema: JsonSchema | undefined): fc.Arbitrary<string> {
    const valid = this.valid(schema).map((v) =>
      v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v),
    );
    const unknownIds = fc.constantFrom(
      '1',
      '2',
      '3',
      '999999',
      '2147483647',
      '2147483648',
      '4294967296',
      '9007199254740991',
      '9007199254740993',
      '-1',
      '0',
      '1.5',
      '00000000-0000-0000-0000-000000000000',
    );
    const nasty = fc.constantFrom(...nastyStrings.filter((s) => s.length < 20_000));
    return fc.oneof(
      { arbitrary: valid, weight: 3 },
      { arbitrary: unknownIds, weight: 2 },
      { arbitrary: nasty, weight: 3 },
      { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
    );
  }
}

// ---------- whole requests ----------

const malformedJson = [
  '{',
  '{"a":',
  '[1,2',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '1e99999',
  '"unterminated',
  '{"__proto__":{"x":1}}',
  '[]',
  '"text"',
  '123',
  'null',
  'true',
];

const wrongContentTypes = [
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'image/png',
  'foo',
  '',
];

const boundary = 'fuzzboundary';
const malformedMultipart: string[] = [
  '',
  'garbage',
  `--${boundary}\r\n`,
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello`,
  `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\nx\r\n--${boundary}--`,
  `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\nContent-Type: text/plain\r\n\r\n\u0000\r\n--${boundary}--\r\n`,
  `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n2\r\n--${boundary}--\r\n`,
  `--${boundary}--\r\n`,
];

/** Percent-encodes every byte of a value's UTF-8 but the unreserved ones (lone surrogates become U+FFFD). */
function encodePart(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8'))
    out += /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return out;
}

function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name] ?? '1';
    // An occasional raw (unencoded) value tests the router itself: bad percent-encodings, slashes, dots.
    return value.startsWith('raw:') ? value.slice(4) : encodePart(value);
  });
}

/** Arbitrary requests for one operation: its path and query parameters, and for writes a body of one of many kinds. */
export function requestsFor(gen: SchemaArbitraries, op: Operation): fc.Arbitrary<FuzzRequest> {
  const params = op.operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const contents = op.operation.requestBody?.content ?? {};
  const jsonSchema = contents['application/json']?.schema;
  const formSchema = contents['application/x-www-form-urlencoded']?.schema;
  const takesBody = op.method !== 'GET' && op.method !== 'HEAD' && op.method !== 'DELETE';

  const pathValue = (p: Parameter) =>
    fc.oneof(
      { arbitrary: gen.paramText(p.schema), weight: 9 },
      {
        arbitrary: fc.constantFrom(
          'raw:%E0%A4%A',
          'raw:%',
          'raw:..',
          `raw:${'a'.repeat(1100)}`,
          'raw:a%2Fb',
          'raw:%00',
        ),
        weight: 1,
      },
    );
  const pathArb = fc.record(
    Object.fromEntries(pathParams.map((p) => [p.name, pathValue(p)])) as Record<string, fc.Arbitrary<string>>,
  );
  const queryArb = fc.array(
    fc.oneof(
      ...(queryParams.length
        ? [fc.constantFrom(...queryParams).chain((p) => gen.paramText(p.schema).map((v) => [p.name, v] as const))]
        : []),
      fc
        .constantFrom('skip', 'limit', 'sort', 'order', 'q', 'ids', 'filter', 'id')
        .chain((k) => fc.constantFrom(...nastyStrings.filter((s) => s.length < 20_000)).map((v) => [k, v] as const)),
    ),
    { maxLength: 4 },
  );
  const urlArb = fc.tuple(pathArb, queryArb).map(([pathValues, query]) => {
    const search = new URLSearchParams(query.map(([k, v]) => [k, v])).toString();
    return fillPath(op.path, pathValues) + (search ? `?${search}` : '');
  });

  const json = (value: unknown) => ({
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(value) ?? '',
    kind: 'json',
  });
  const bodies: fc.Arbitrary<{ headers: Record<string, string>; payload?: string; kind: string }>[] = [
    fc.constant({ headers: {}, payload: undefined, kind: 'no body' }),
  ];
  if (takesBody) {
    bodies.push(
      gen.valid(jsonSchema ?? formSchema).map(json),
      gen.mutated(jsonSchema ?? formSchema).map((v) => ({ ...json(v), kind: 'json, one part broken' })),
      gen.mutated(jsonSchema ?? formSchema).map((v) => ({ ...json(v), kind: 'json, one part broken' })),
      fc
        .constantFrom(...malformedJson)
        .map((payload) => ({ headers: { 'content-type': 'application/json' }, payload, kind: 'malformed json' })),
      fc.constant({ headers: { 'content-type': 'application/json' }, payload: '', kind: 'empty json body' }),
      fc
        .tuple(fc.constantFrom(...wrongContentTypes), fc.constantFrom('a=1&b=%00', '{"a":1}', '<a/>', '\u0000', ''))
        .map(([type, payload]) => ({
          headers: (type ? { 'content-type': type } : {}) as Record<string, string>,
          payload,
          kind: 'wrong content type',
        })),
      fc.constantFrom(...malformedMultipart).map((payload) => ({
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
        kind: 'malformed multipart',
      })),
      gen.mutated(formSchema ?? jsonSchema).map((v) => {
        const fields =
          v && typeof v === 'object' && !Array.isArray(v)
            ? Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x : (JSON.stringify(x) ?? '')])
            : [['value', typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]];
        return {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
          kind: 'form',
        };
      }),
    );
  }
  return fc
    .tuple(urlArb, fc.oneof(...bodies))
    .map(([url, body]) => ({ method: op.method, url, headers: body.headers, payload: body.payload, kind: body.kind }));
}

/** What is wrong with an error answer, or undefined when it is in FastAPI's shape. */
export function errorShapeProblem(status: number, contentType: string | undefined, body: string): string | undefined {
  if (status < 400) return undefined;
  if (!contentType?.includes('application/json')) return `content type ${String(contentType)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'not JSON';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return 'not an object';
  const keys = Object.keys(parsed);
  if (keys.length !== 1 || keys[0] !== 'detail') return `keys ${keys.join(',')}`;
  const detail = (parsed as { detail: unknown }).detail;
  if (typeof detail === 'string') return undefined;
  if (!Array.isArray(detail) || detail.length === 0) return 'detail neither a string nor a list of items';
  for (const item of detail as Record<string, unknown>[]) {
    if (typeof item?.type !== 'string' || typeof item.msg !== 'string' || !Array.isArray(item.loc))
      return `bad item ${JSON.stringify(item).slice(0, 200)}`;
    if (!(item.loc as unknown[]).every((s) => typeof s === 'string' || typeof s === 'number')) return 'bad loc';
  }
  return undefined;
}
