// Scheduled publishing: the queue runs this job every CMS_PUBLISH_INTERVAL_SECONDS (rounded to whole minutes, the
// schedule's step) and it publishes the pages whose publish_at has come. The queue runs one at a time; publishDue still
// takes the due rows with FOR UPDATE SKIP LOCKED, because staff can publish a page by hand at the same moment (a
// request, not a job), and the page must be published once.
import type { BackgroundJob } from '../jobs/background-job';
import { publishDue } from './pages';

export const publishDueJob: BackgroundJob = {
  name: 'cms.publish-due',
  everyMinutes: (config) =>
    config.cmsPublishIntervalSeconds > 0 ? Math.max(1, Math.round(config.cmsPublishIntervalSeconds / 60)) : 0,
  async run({ db, log, queue }) {
    const published = await publishDue(db, queue);
    if (published) log.info({ published }, 'scheduled pages published');
  },
};
