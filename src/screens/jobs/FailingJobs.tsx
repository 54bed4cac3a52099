// The jobs whose last try failed: which work, whether it waits for its next try (and when) or failed every try, its
// error in words (the server's own text under it), how many tries, when; retry puts a failed one back in its queue,
// dismiss (after a confirm) drops it or stops its next try.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../../lib/format';
import { useJobAction, type FailingJob } from './jobsApi';

const ErrorInWords = ({ job }: { job: FailingJob }) => {
  const translate = useTranslate();
  const words = job.error_code ? translate(`jobs.errors.${job.error_code}`, { _: '' }) : '';
  if (!words) return <bdi>{job.error}</bdi>;
  return (
    <>
      <Typography variant="body2">{words}</Typography>
      <Typography variant="caption" color="text.secondary">
        <bdi>{job.error}</bdi>
      </Typography>
    </>
  );
};

export const FailingJobs = ({ jobs }: { jobs: FailingJob[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const retry = useJobAction('retry');
  const dismiss = useJobAction('cancel');
  const [dismissing, setDismissing] = useState<FailingJob | null>(null);
  const nameOf = (job: FailingJob) => translate(`jobs.names.${job.queue}`, { _: job.queue });
  if (!jobs.length) return <Typography color="text.secondary">{translate('jobs.no_failed')}</Typography>;
  return (
    <>
      <Table size="small" aria-label={translate('jobs.failed_title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('jobs.column.queue')}</TableCell>
            <TableCell>{translate('jobs.column.state')}</TableCell>
            <TableCell>{translate('jobs.column.error')}</TableCell>
            <TableCell align="right">{translate('jobs.column.attempts')}</TableCell>
            <TableCell>{translate('jobs.column.when')}</TableCell>
            <TableCell>{translate('jobs.column.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.map((job) => (
            <TableRow key={job.id} data-testid="failing-job">
              <TableCell>{nameOf(job)}</TableCell>
              <TableCell>{translate(`jobs.state.${job.state}`)}</TableCell>
              <TableCell>
                <ErrorInWords job={job} />
              </TableCell>
              <TableCell align="right">{job.attempts}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {job.state === 'retry'
                  ? job.next_try_at && translate('jobs.next_try', { at: formatDateTime(job.next_try_at) })
                  : job.failed_at && translate('jobs.failed_at', { at: formatDateTime(job.failed_at) })}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Stack direction="row" spacing={1}>
                  {job.state === 'failed' ? (
                    <Button
                      size="small"
                      disabled={retry.isPending}
                      onClick={() =>
                        retry.mutate(job, { onSuccess: () => notify('jobs.retried', { type: 'success' }) })
                      }
                    >
                      {translate('jobs.retry')}
                    </Button>
                  ) : null}
                  <Button size="small" color="error" onClick={() => setDismissing(job)}>
                    {translate('jobs.dismiss')}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Confirm
        isOpen={dismissing !== null}
        loading={dismiss.isPending}
        title={translate('jobs.dismiss_confirm.title')}
        content={translate('jobs.dismiss_confirm.content', { name: dismissing ? nameOf(dismissing) : '' })}
        confirm={translate('jobs.dismiss_confirm.confirm')}
        onConfirm={() =>
          dismissing &&
          dismiss.mutate(dismissing, {
            onSuccess: () => notify('jobs.dismissed', { type: 'info' }),
            onSettled: () => setDismissing(null),
          })
        }
        onClose={() => !dismiss.isPending && setDismissing(null)}
      />
    </>
  );
};
