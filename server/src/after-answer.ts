// Work a route starts but does not make the caller wait for (a recovery mail, so that the answer takes the same time
// whether or not the e-mail is known): it starts after the answer has gone, a failure is logged, closing the server
// waits for what is still running, and `settle()` lets a test wait for it.
import type { FastifyBaseLogger } from 'fastify';

export interface AfterAnswer {
  run(label: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has ended. */
  settle(): Promise<void>;
}

export function createAfterAnswer(log: FastifyBaseLogger): AfterAnswer {
  const running = new Set<Promise<void>>();
  return {
    run(label, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.warn({ err: error }, `${label} failed`),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
