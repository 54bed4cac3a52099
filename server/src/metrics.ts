// What an operator watches, in Prometheus' text format at GET /api/metrics (routes/metrics.ts): requests by route and
// status with their latency, the job queues' depth and failures, and the process's own figures. Each app has its own
// registry (tests build many apps in one process); an app without METRICS_TOKEN counts nothing.
import type { FastifyInstance } from 'fastify';
import type { QueueResult } from 'pg-boss';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export function registerMetrics(app: FastifyInstance): Registry {
  const registry = new Registry();
  if (!app.config.metricsToken) return registry;
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route',
    labelNames: ['method', 'route'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // The route's pattern, not its URL: one series per route, whatever ids and queries come in.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  // One read of the queues per scrape, shared by the gauges below (a scrape collects them together).
  let reading: Promise<QueueResult[] | null> | null = null;
  const readQueues = () =>
    (reading ??= (app.queue ? app.queue.getQueues() : Promise.resolve(null))
      .catch(() => null)
      .finally(() => setImmediate(() => (reading = null))));
  new Gauge({
    name: 'job_queue_up',
    help: 'Whether this process runs a job queue that answers (1) or not (0)',
    registers: [registry],
    async collect() {
      this.set((await readQueues()) ? 1 : 0);
    },
  });
  const queueGauge = (name: string, help: string, read: (queue: QueueResult) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        for (const queue of (await readQueues()) ?? []) this.set({ queue: queue.name }, read(queue));
      },
    });
  queueGauge('job_queue_waiting', 'Jobs waiting, by queue', (queue) => queue.queuedCount);
  queueGauge('job_queue_running', 'Jobs running, by queue', (queue) => queue.activeCount);
  queueGauge('job_queue_failed', 'Jobs kept failed, by queue', (queue) => queue.failedCount);
  return registry;
}
