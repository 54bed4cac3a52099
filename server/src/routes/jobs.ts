// The background jobs screen's API (superusers, Settings): GET /api/jobs for the queues and the jobs whose last try
// failed, POST /api/jobs/{queue}/{id}/retry or /cancel, and POST /api/jobs/{queue}/run to send a queue's work now.
// Without a queue in this process it answers 503.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSuperuser } from '../auth/guards';
import { httpError, QUEUE_UNAVAILABLE_DETAIL, RETRY_AFTER_SECONDS } from '../errors';
import { cancelJob, failingJobs, isShown, queueStatuses, retryJob, runNow } from '../jobs/status';
import { routeSchemas } from './route-schema';

const tags = ['background jobs'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });

const queueSchema = z.object({
  name: z.string(),
  waiting: z.int(),
  running: z.int(),
  failed: z.int(),
  schedule: z.object({ cron: z.string(), time_zone: z.string(), next_run: z.string().nullable() }).nullable(),
});
const failingSchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(['retry', 'failed']),
  error_code: z.string().nullable(),
  error: z.string(),
  attempts: z.int(),
  created_at: z.string(),
  failed_at: z.string().nullable(),
  next_try_at: z.string().nullable(),
});
const queueName = z.string().regex(/^[a-z][a-z0-9.-]{0,63}$/);
const jobParams = z.object({ queue: queueName, id: z.uuid() }).strict();

const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSuperuser);
  const queue = () => {
    if (!app.queue) throw httpError(503, QUEUE_UNAVAILABLE_DETAIL, { 'retry-after': String(RETRY_AFTER_SECONDS) });
    return app.queue;
  };
  /** The queue a job is addressed in, which must exist (pg-boss refuses to look into one that does not). */
  const queueFor = async (name: string) => {
    const boss = queue();
    if (!isShown(name) || !(await boss.getQueue(name))) throw httpError(404, 'QUEUE_NOT_FOUND');
    return boss;
  };

  app.get('/jobs', {
    schema: doc(
      'Queues with their counts and schedules, and the jobs waiting to be tried again or that failed every try',
      {
        response: { 200: z.object({ queues: z.array(queueSchema), failing: z.array(failingSchema) }) },
        errors: [401, 403, 503],
      },
    ),
    handler: async () => {
      const boss = queue();
      const queues = await queueStatuses(boss);
      return {
        queues,
        failing: await failingJobs(
          boss,
          queues.map((q) => q.name),
        ),
      };
    },
  });

  app.post('/jobs/:queue/run', {
    schema: doc("Send one job of a queue's work now (409 while one already waits)", {
      params: z.object({ queue: queueName }).strict(),
      response: { 202: z.null() },
      errors: [401, 403, 404, 409, 422, 503],
    }),
    handler: async (request, reply) => {
      if (!(await runNow(await queueFor(request.params.queue), request.params.queue)))
        throw httpError(409, 'JOB_ALREADY_WAITING');
      return reply.status(202).send(null);
    },
  });

  /** POST `path`: one act on a job; an act the job's state refuses (`act` answers false) is 409 `refused`. */
  const jobAct = (path: string, summary: string, act: typeof retryJob, refused: string) =>
    app.post(path, {
      schema: doc(summary, { params: jobParams, response: { 204: z.null() }, errors: [401, 403, 404, 409, 422, 503] }),
      handler: async (request, reply) => {
        const { queue: name, id } = request.params;
        if (!(await act(await queueFor(name), name, id))) throw httpError(409, refused);
        return reply.status(204).send(null);
      },
    });

  jobAct('/jobs/:queue/:id/retry', 'Put a failed job back in its queue', retryJob, 'JOB_NOT_FAILED');
  jobAct('/jobs/:queue/:id/cancel', 'Cancel a waiting job, or dismiss a failed one', cancelJob, 'JOB_NOT_WAITING');
};

export default jobsRoutes;
