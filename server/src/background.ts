// Every piece of background work the server runs on its job queue (jobs/run.ts).
import { chargeDueJob } from './billing/scheduler';
import { publishDueJob } from './cms/scheduler';
import { sweepFormUploadsJob } from './forms/upload-sweep';
import type { BackgroundJob } from './jobs/background-job';
import { cellPicturesJob } from './jobs/cell-pictures';
import { newsletterSendJob, newsletterStartDueJob } from './newsletter/send-jobs';
import { notificationMailJob } from './notifications/mail-job';
import { checkInboxesJob } from './support/scheduler';

export const backgroundJobs: readonly BackgroundJob[] = [
  chargeDueJob,
  publishDueJob,
  checkInboxesJob,
  sweepFormUploadsJob,
  newsletterSendJob,
  newsletterStartDueJob,
  notificationMailJob,
  cellPicturesJob,
];
