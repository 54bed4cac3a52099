// The background jobs screen's reads and actions (server/src/routes/jobs.ts), on react-query under one key.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../dataProvider/http';
import { queryKeysOf } from '../../dataProvider/queryKeys';
import type { FailingJob, QueueStatus } from '../../../definitions/wire/jobs';

export type { FailingJob, QueueStatus };

const jobsKey = queryKeysOf('jobs').all;

/** The queues and the jobs whose last try failed, read again every 10 seconds while the screen is open. */
export const useJobs = () =>
  useQuery({
    queryKey: jobsKey,
    queryFn: () => http.get<{ queues: QueueStatus[]; failing: FailingJob[] }>('/jobs'),
    refetchInterval: 10_000,
  });

/** Retry or dismiss one failing job; the screen reads again after. */
export function useJobAction(action: 'retry' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: FailingJob) =>
      http.post<null>(`/jobs/${encodeURIComponent(job.queue)}/${encodeURIComponent(job.id)}/${action}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}

/** Sends one job of a queue's work now (the server answers 409, worded, while one already waits); the screen reads again after. */
export function useRunNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (queue: string) => http.post<null>(`/jobs/${encodeURIComponent(queue)}/run`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
