import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder until the import lands (part 2).
const personImport: FastifyPluginAsyncZod = async () => {};
export default personImport;
