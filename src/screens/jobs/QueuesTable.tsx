// Each queue of background work in words, with how many of its jobs wait, run and failed, when it runs next, and
// "run now" (one job sent; while one already waits the server says so).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../../lib/format';
import { useRunNow, type QueueStatus } from './jobsApi';

export const QueuesTable = ({ queues }: { queues: QueueStatus[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const run = useRunNow();
  return (
    <Box sx={{ overflowX: 'auto', mb: 3 }}>
      <Table size="small" aria-label={translate('jobs.queues')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('jobs.column.queue')}</TableCell>
            <TableCell align="right">{translate('jobs.column.waiting')}</TableCell>
            <TableCell align="right">{translate('jobs.column.running')}</TableCell>
            <TableCell align="right">{translate('jobs.column.failed')}</TableCell>
            <TableCell>{translate('jobs.column.next_run')}</TableCell>
            <TableCell>{translate('jobs.column.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {queues.map((queue) => (
            <TableRow key={queue.name} data-testid="job-queue">
              <TableCell>{translate(`jobs.names.${queue.name}`, { _: queue.name })}</TableCell>
              <TableCell align="right">{queue.waiting}</TableCell>
              <TableCell align="right">{queue.running}</TableCell>
              <TableCell align="right">{queue.failed}</TableCell>
              <TableCell>
                {queue.schedule?.next_run ? formatDateTime(queue.schedule.next_run) : translate('jobs.not_scheduled')}
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  disabled={run.isPending}
                  onClick={() =>
                    run.mutate(queue.name, { onSuccess: () => notify('jobs.run_sent', { type: 'success' }) })
                  }
                >
                  {translate('jobs.run_now')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
