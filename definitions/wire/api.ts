// The admin's names for the API's shapes, read from the types generated from the server's OpenAPI document
// (api.gen.ts, `npm run wire`): a shape is written once, in the server's route schema, and the admin takes it from
// there. Import these with `import type`: they cost the admin's bundle nothing.
import type { components, paths } from './api.gen';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Json<R> = R extends { content: { 'application/json': infer T } } ? T : never;

/** A named schema of the document (a route's `.meta({ id })`). */
export type ApiSchema<N extends keyof components['schemas']> = components['schemas'][N];

/** What a route answers when it succeeds (its 200, else its 201). */
export type ApiAnswer<P extends keyof paths, M extends Method = 'get'> = paths[P][M] extends { responses: infer R }
  ? R extends { 200: infer A }
    ? Json<A>
    : R extends { 201: infer A }
      ? Json<A>
      : never
  : never;

/** The JSON body a route takes. */
export type ApiBody<P extends keyof paths, M extends Method> = paths[P][M] extends { requestBody?: infer B }
  ? Json<NonNullable<B>>
  : never;

/** The query parameters a route takes. */
export type ApiQuery<P extends keyof paths, M extends Method = 'get'> = paths[P][M] extends {
  parameters: { query?: infer Q };
}
  ? NonNullable<Q>
  : never;
