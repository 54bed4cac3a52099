// The job queue on both databases: installed with the migrations, a declared job's schedule kept in the database,
// its worker running what is sent, a job that fails every try kept failed (and in the dead-letter queue) with its
// error, the background jobs screen's API (counts, schedules, failed jobs, retry and cancel), /api/health and the
// metrics an operator scrapes.
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { backgroundJobs } from '../src/background';
import { JobFailure, type BackgroundJob } from '../src/jobs/background-job';
import { queueIn } from '../src/jobs/in-transaction';
import { DEAD_LETTER_QUEUE, HEARTBEAT_SECONDS, SCHEDULE_TIME_ZONE } from '../src/jobs/run';
import { backends, makeTestApp, testConfig, type TestApp } from './helpers';

const until = async <T>(read: () => Promise<T | undefined>, ms = 20_000): Promise<T> => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const value = await read();
    if (value !== undefined) return value;
  }
  throw new Error('timed out');
};

describe.each(backends)('background jobs (%s)', (backend) => {
  let t: TestApp;
  let boss: PgBoss;
  let admin: Record<string, string>;
  const ran: string[] = [];
  const held: Array<() => void> = []; // test.slow's runs, each running until the test lets it finish
  const jobs: BackgroundJob[] = [
    { name: 'test.slow', everyMinutes: () => 0, run: () => new Promise<void>((resolve) => void held.push(resolve)) },
    {
      name: 'test.coded',
      everyMinutes: () => 0,
      run: async () =>
        Promise.reject(
          new JobFailure('MAILBOX_HOST_UNREACHABLE', 'Could not connect to IMAP 127.0.0.1:1 (ECONNREFUSED)'),
        ),
    },
    { name: 'test.every-five', everyMinutes: () => 5, run: async () => void ran.push('five') },
    { name: 'test.off', everyMinutes: () => 0, run: async () => void ran.push('off') },
    {
      name: 'test.broken',
      everyMinutes: () => 0,
      run: async () => Promise.reject(new Error('the mail server said no')),
    },
  ];
  const failedOnce = async (): Promise<string> => {
    const id = (await boss.send('test.broken', { attempt: 'now' }))!;
    await until(async () => ((await boss.findJobs('test.broken', { id }))[0]?.state === 'failed' ? true : undefined));
    return id;
  };

  beforeAll(async () => {
    t = await makeTestApp({ backend, jobs });
    boss = t.app.queue!;
    await boss.updateQueue('test.broken', { retryLimit: 0 }); // fail at the first try here
    await boss.updateQueue('test.coded', { retryLimit: 1, retryDelay: 3600 }); // one failure, then a long wait for the next try
    admin = await t.superuserHeaders();
  }, 120_000);
  afterAll(async () => t?.close());

  it('keeps each schedule in the database, in Israel time, and none for a job set to 0', async () => {
    const schedules = await boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron, s.timezone])).toEqual([
      ['test.every-five', '*/5 * * * *', SCHEDULE_TIME_ZONE],
    ]);
  });

  it('works what is sent to a queue', async () => {
    await boss.send('test.off');
    await until(async () => (ran.includes('off') ? true : undefined));
  });

  it('keeps a job that failed every try, with its error, and a copy in the dead-letter queue', async () => {
    await boss.updateQueue('test.broken', { retryLimit: 3 });
    expect(await boss.getQueue('test.broken')).toMatchObject({
      retryLimit: 3,
      retryBackoff: true,
      deadLetter: DEAD_LETTER_QUEUE,
      heartbeatSeconds: HEARTBEAT_SECONDS,
    });
    await boss.updateQueue('test.broken', { retryLimit: 0 });
    const id = await failedOnce();
    const [failed] = await boss.findJobs('test.broken', { id });
    expect(JSON.stringify(failed!.output)).toContain('the mail server said no');
    const dead = await until(async () =>
      (await boss.findJobs<{ attempt: string }>(DEAD_LETTER_QUEUE)).find((job) => job.data.attempt === 'now'),
    );
    expect(dead.data).toEqual({ attempt: 'now' });
  });

  it('shows superusers each queue with its counts and schedule, and the failed jobs; retry and cancel', async () => {
    const id = await failedOnce();
    const read = async () => (await t.app.inject({ method: 'GET', url: '/api/jobs', headers: admin })).json();
    const shown = await read();
    // the product's queues are there too (the server makes them all, whichever it works), by name
    const names = [
      ...backgroundJobs.map((job) => job.name),
      'test.broken',
      'test.coded',
      'test.every-five',
      'test.off',
      'test.slow',
    ].sort((a, b) => a.localeCompare(b));
    expect(shown.queues.map((q: { name: string }) => q.name)).toEqual(names);
    const five = shown.queues.find((q: { name: string }) => q.name === 'test.every-five');
    expect(five.schedule).toMatchObject({ cron: '*/5 * * * *', time_zone: 'Asia/Jerusalem' });
    expect(Date.parse(five.schedule.next_run) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(shown.queues.find((q: { name: string }) => q.name === 'test.off').schedule).toBeNull();
    expect(shown.queues.find((q: { name: string }) => q.name === 'test.broken').failed).toBeGreaterThanOrEqual(1); // counted now, not a minute late
    expect(shown.failing.find((job: { id: string }) => job.id === id)).toMatchObject({
      queue: 'test.broken',
      state: 'failed',
      error_code: null,
      error: 'the mail server said no',
      attempts: 1,
      next_try_at: null,
    });

    const act = (what: string, job = id, queue = 'test.broken') =>
      t.app.inject({ method: 'POST', url: `/api/jobs/${queue}/${job}/${what}`, headers: admin });
    expect((await act('retry')).statusCode).toBe(204);
    expect((await act('retry')).json()).toEqual({ detail: 'JOB_NOT_FAILED' }); // not failed any more
    await until(async () => ((await boss.findJobs('test.broken', { id }))[0]?.state === 'failed' ? true : undefined)); // failed again
    expect((await act('cancel')).statusCode).toBe(204); // dismissed
    expect((await read()).failing.some((job: { id: string }) => job.id === id)).toBe(false);
    expect((await act('cancel', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(409);
    expect((await act('retry', 'not-an-id')).statusCode).toBe(422);
    expect((await act('retry', id, 'no.such-queue')).json()).toEqual({ detail: 'QUEUE_NOT_FOUND' });
    const staff = await t.userHeaders();
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs', headers: staff })).statusCode).toBe(403);
  });

  it('shows a job waiting for its next try with its attempts, next try and coded error; it can be stopped, not retried', async () => {
    const id = (await boss.send('test.coded', null))!;
    await until(async () => ((await boss.findJobs('test.coded', { id }))[0]?.state === 'retry' ? true : undefined));
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs', headers: admin });
    const retrying = res.json().failing.find((job: { id: string }) => job.id === id);
    expect(retrying).toMatchObject({
      queue: 'test.coded',
      state: 'retry',
      error_code: 'MAILBOX_HOST_UNREACHABLE',
      error: 'Could not connect to IMAP 127.0.0.1:1 (ECONNREFUSED)',
      attempts: 1,
      failed_at: null,
    });
    expect(Date.parse(retrying.next_try_at) - Date.now()).toBeGreaterThan(10 * 60_000); // the pause, at most 15 minutes
    const act = (what: string) =>
      t.app.inject({ method: 'POST', url: `/api/jobs/test.coded/${id}/${what}`, headers: admin });
    expect((await act('retry')).json()).toEqual({ detail: 'JOB_NOT_FAILED' }); // it will be tried anyway
    expect((await act('cancel')).statusCode).toBe(204);
    expect((await boss.findJobs('test.coded', { id }))[0]?.state).toBe('cancelled');
  });

  it('runs a queue now: one job per click, one waiting at most (409 worded), superusers only', async () => {
    const run = (queue: string, headers = admin) =>
      t.app.inject({ method: 'POST', url: `/api/jobs/${queue}/run`, headers });
    expect((await run('test.slow')).statusCode).toBe(202);
    await until(async () => (held.length === 1 ? true : undefined)); // running, held
    expect((await run('test.slow')).statusCode).toBe(202); // one may wait while one runs
    const again = await run('test.slow');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'JOB_ALREADY_WAITING' });
    const waiting = (await boss.findJobs('test.slow')).filter((job) => job.state === 'created');
    expect(waiting).toHaveLength(1);
    held[0]!();
    await until(async () => (held.length === 2 ? true : undefined)); // the waiting one runs
    held[1]!();
    await until(async () =>
      (await boss.findJobs('test.slow')).every((job) => job.state === 'completed') ? true : undefined,
    );
    expect((await run('no.such-queue')).json()).toEqual({ detail: 'QUEUE_NOT_FOUND' });
    expect((await run(DEAD_LETTER_QUEUE)).statusCode).toBe(404); // the dead-letter queue is not work to run
    expect((await run('Not A Queue')).statusCode).toBe(422);
    expect((await run('test.slow', await t.userHeaders())).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/jobs/test.slow/run' })).statusCode).toBe(401);
  });

  it('enqueues inside a Drizzle transaction: a job sent in one that rolls back is not there, one that commits is', async () => {
    const tag = `tx-${Date.now()}`;
    await t.db.transaction(async (tx) => {
      expect(await boss.send('test.off', { tag, kept: true }, { db: queueIn(tx) })).toEqual(expect.any(String));
    });
    const rolledBack = t.db.transaction(async (tx) => {
      await boss.send('test.off', { tag, kept: false }, { db: queueIn(tx) });
      throw new Error('the change failed');
    });
    await expect(rolledBack).rejects.toThrow('the change failed');
    const sent = (await boss.findJobs<{ tag?: string; kept: boolean }>('test.off')).filter(
      (job) => job.data?.tag === tag,
    );
    expect(sent.map((job) => job.data.kept)).toEqual([true]);
  });

  it('says in /api/health whether the queue answers', async () => {
    const up = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(up.json()).toEqual({ status: 'ok', database: 'ok', queue: 'ok' });
    const app = await buildApp({
      db: t.db,
      config: testConfig(),
      logger: false,
      mailer: 'memory',
      queue: { getQueue: () => Promise.reject(new Error('stopped')) } as unknown as PgBoss,
    });
    const down = await app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ detail: 'Job queue unavailable: try again in a moment' });
    await app.close();
  });

  it('is scraped at /api/metrics with its token: requests by route, latency, queue depth and failures', async () => {
    const app = await buildApp({
      db: t.db,
      config: testConfig({ metricsToken: 'scrape-me' }),
      logger: false,
      mailer: 'memory',
      queue: boss,
    });
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      await app.inject({ method: 'GET', url: '/api/authors/17' });
      expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer wrong-token' } }))
          .statusCode,
      ).toBe(401);
      const res = await app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: 'Bearer scrape-me' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const text = res.body;
      expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/);
      // one series per route pattern, never per id
      expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/authors\/:id",status="401"\} 1/);
      expect(text).toContain('http_request_duration_seconds_bucket');
      expect(text).toContain('job_queue_up 1');
      expect(text).toMatch(/job_queue_waiting\{queue="test.every-five"\} \d+/);
      expect(text).toMatch(/job_queue_failed\{queue="test.broken"\} \d+/);
      expect(text).toContain('process_cpu_seconds_total');
    } finally {
      await app.close();
    }
    // without a token configured the route does not exist
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer scrape-me' } }))
        .statusCode,
    ).toBe(404);
  });
});
