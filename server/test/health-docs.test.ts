// GET /api/health and the OpenAPI description at /api/docs.
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { backends, makeTestApp, useTestApp } from './helpers';

describe.each(backends)('health (%s)', (backend) => {
  const { t } = useTestApp({ backend });

  it('answers 200 when the database answers (no queue in this process)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', queue: 'off' });
  });

  it('answers 503 when the database does not', async () => {
    const broken = await makeTestApp({ backend });
    const app = broken.app;
    // Replace the decorated database with one whose queries fail.
    (app as unknown as { db: unknown }).db = { execute: () => Promise.reject(new Error('connection refused')) };
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: 'Database unavailable: try again in a moment' });
    expect(res.headers['retry-after']).toBe('5');
    // a full disk says so
    (app as unknown as { db: unknown }).db = {
      execute: () =>
        Promise.reject(Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' })),
    };
    const full = await app.inject({ method: 'GET', url: '/api/health' });
    expect(full.statusCode).toBe(503);
    expect(full.json()).toEqual({ detail: 'The database cannot write: its storage is full' });
    (app as unknown as { db: unknown }).db = broken.db;
    await broken.close();
  });
});

describe('OpenAPI at /api/docs', () => {
  const { t } = useTestApp();

  // With ignoreTrailingSlash, /api/users/ and /api/users are one route, documented without the slash.
  const expected: Array<[string, string]> = [
    ['get', '/api/health'],
    ['post', '/api/auth/login'],
    ['post', '/api/auth/password-recovery'],
    ['post', '/api/auth/reset-password'],
    ['post', '/api/auth/cookie/login'],
    ['post', '/api/auth/cookie/logout'],
    ['post', '/api/auth/register'],
    ['post', '/api/auth/forgot-password'],
    ['post', '/api/auth/accept-invite/{token}'],
    ['get', '/api/users/me'],
    ['patch', '/api/users/me'],
    ['patch', '/api/users/me/password'],
    ['post', '/api/users/signup'],
    ['get', '/api/users'],
    ['post', '/api/users'],
    ['get', '/api/users/{id}'],
    ['patch', '/api/users/{id}'],
    ['delete', '/api/users/{id}'],
    ['get', '/api/ecommerce/shipping_options'],
    ['post', '/api/ecommerce/shipping_option'],
    ['get', '/api/ecommerce/shipping_option/{id}'],
    ['put', '/api/ecommerce/shipping_option/{id}'],
    ['delete', '/api/ecommerce/shipping_option/{id}'],
    ['get', '/api/authors'],
    ['post', '/api/authors'],
    ['get', '/api/authors/{id}'],
    ['put', '/api/authors/{id}'],
    ['delete', '/api/authors/{id}'],
  ];

  it('describes every route with its request and response schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const [method, path] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(Object.keys(op.responses).length, `${method} ${path} responses`).toBeGreaterThan(0);
    }
    // Every documented operation (ours and those other areas add) names its success answer.
    for (const [path, operations] of Object.entries(
      doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>,
    )) {
      expect(path.startsWith('/api/'), path).toBe(true);
      for (const [method, op] of Object.entries(operations)) {
        expect(
          Object.keys(op.responses).some((code) => code.startsWith('2')),
          `${method} ${path} success response`,
        ).toBe(true);
      }
    }
    // Our writes describe their request bodies.
    for (const [method, path] of expected) {
      if (['post', 'put', 'patch'].includes(method) && path !== '/api/auth/cookie/logout') {
        expect(doc.paths[path][method].requestBody, `${method} ${path} request body`).toBeDefined();
      }
    }

    const signup = doc.paths['/api/users/signup'].post;
    const body = signup.requestBody.content['application/json'].schema;
    expect(JSON.stringify(body)).toContain('password');
    expect(signup.responses['422'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/HTTPValidationError',
    );
    expect(Object.keys(doc.components.schemas.HTTPValidationError.properties)).toEqual(['detail']);
    expect(signup.responses['201'].content['application/json'].schema.$ref).toBe('#/components/schemas/UserPublic');
    expect(Object.keys(doc.components.schemas.UserPublic.properties)).toEqual(
      expect.arrayContaining(['id', 'email', 'first_name', 'last_name', 'is_active', 'is_superuser']),
    );
    expect(JSON.stringify(doc.components.schemas.UserPublic)).not.toContain('password');
    const list = doc.paths['/api/authors'].get;
    expect(list.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'ids',
      'limit',
      'order',
      'q',
      'skip',
      'sort',
    ]);
    const login = doc.paths['/api/auth/login'].post;
    expect(Object.keys(login.requestBody.content)).toContain('application/x-www-form-urlencoded');
  });

  it('the whole document is sound: every reference resolves and every schema is valid JSON Schema 2020-12', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const resolves = (ref: string) =>
      ref.startsWith('#/') &&
      ref
        .slice(2)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], doc) !== undefined;
    const broken: string[] = [];
    const schemas: Array<[string, unknown]> = [];
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${where}/${i}`));
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && !resolves(value)) broken.push(`${where}: ${value}`);
        if (key === 'schema' && value && typeof value === 'object') schemas.push([`${where}/schema`, value]);
        walk(value, `${where}/${key}`);
      }
    };
    walk(doc.paths, '#/paths');
    walk(doc.components, '#/components');
    expect(broken).toEqual([]);
    for (const [name, schema] of Object.entries(doc.components.schemas as Record<string, unknown>))
      schemas.push([`#/components/schemas/${name}`, schema]);
    const ajv = new Ajv2020({ strict: false });
    const invalid = schemas
      .filter(([, schema]) => !ajv.validateSchema(schema as object))
      .map(([where]) => `${where}: ${ajv.errorsText()}`);
    expect(invalid).toEqual([]);
    expect(schemas.length).toBeGreaterThan(500);
  });

  it('serves Swagger UI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger');
  });
});
