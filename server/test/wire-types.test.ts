// The admin's types for the API's bespoke routes are generated from the server's OpenAPI document, so no request or
// response type is copied by hand between the two sides: this test fails while definitions/wire/api.gen.ts is out of
// step with the routes. `npm run wire` writes it again.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const GENERATED = path.resolve(import.meta.dirname, '../../definitions/wire/api.gen.ts');
const HEADER =
  '// The API as the server describes it (OpenAPI), as types. Written by `npm run wire`; do not edit by hand.\n';

interface OpenApi {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

/** The document with each operation's successful answers only: the error shapes are one catalogue (errors.ts). */
function answersOnly(document: OpenApi): OpenApi {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([route, operations]) => [
      route,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => [
          method,
          {
            ...operation,
            responses: Object.fromEntries(
              Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2')),
            ),
          },
        ]),
      ),
    ]),
  );
  return { ...document, paths };
}

describe('wire types', () => {
  const { t } = useTestApp();

  it('definitions/wire/api.gen.ts is the server OpenAPI document as types', async () => {
    await t.app.ready();
    const text =
      HEADER +
      astToString(
        await openapiTS(answersOnly(t.app.swagger() as OpenApi) as Parameters<typeof openapiTS>[0], {
          alphabetize: true,
          exportType: false,
        }),
      );
    if (process.env.UPDATE_WIRE) writeFileSync(GENERATED, text);
    expect(readFileSync(GENERATED, 'utf8'), 'run `npm run wire` after changing a route').toBe(text);
  });
});
