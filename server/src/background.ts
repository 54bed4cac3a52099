// Every piece of background work the server runs on its job queue (jobs/run.ts). Newsletter sending and
// notification mails still run on their own workers (newsletter/worker.ts, notifications/email.ts).
import { chargeDueJob } from './billing/scheduler';
import { publishDueJob } from './cms/scheduler';
import { sweepFormUploadsJob } from './forms/upload-sweep';
import type { BackgroundJob } from './jobs/background-job';
import { checkInboxesJob } from './support/scheduler';

export const backgroundJobs: readonly BackgroundJob[] = [chargeDueJob, publishDueJob, checkInboxesJob, sweepFormUploadsJob];
