// Background jobs (Settings, superusers): the queues of work the server runs on its own, and the jobs whose last try failed.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { FailingJobs } from './FailingJobs';
import { useJobs } from './jobsApi';
import { QueuesTable } from './QueuesTable';
import { PageHeader } from '../../widgets/page/PageHeader';

export default function JobsPage() {
  const translate = useTranslate();
  const jobs = useJobs();
  return (
    <Box sx={{ py: 2, maxWidth: 1100 }}>
      <PageHeader title={translate('jobs.title')} intro={translate('jobs.intro')} />
      {jobs.isPending ? <LinearProgress aria-label={translate('jobs.title')} /> : null}
      {jobs.data ? (
        <>
          <QueuesTable queues={jobs.data.queues} />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {translate('jobs.failed_title')}
          </Typography>
          <FailingJobs jobs={jobs.data.failing} />
        </>
      ) : null}
    </Box>
  );
}
