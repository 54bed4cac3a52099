// 'Charge due subscriptions' (superusers): what is due now, a run started by hand under a fresh key with its
// progress, and the latest runs (the server also runs them on its own every BILLING_INTERVAL_MINUTES).
import PlayArrow from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime, shekels } from '../../lib/format';
import { useChargeRun, useChargeRuns, useDue, useStartChargeRun } from './api';
import { PageHeader } from '../../widgets/page/PageHeader';

export default function ChargesPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [current, setCurrent] = useState<string | null>(null);
  const due = useDue();
  const runs = useChargeRuns();
  const run = useChargeRun(current);
  const start = useStartChargeRun((started) => setCurrent(started.invocation_key));
  const live = run.data;
  const done = live ? live.charged + live.failed + live.ended : 0;
  return (
    <Box sx={{ py: 2, maxWidth: 960 }}>
      <PageHeader title={translate('billing.title')} intro={translate('billing.intro')} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography component="p" variant="h6" data-testid="billing-due">
              {due.data
                ? translate('billing.due', { smart_count: due.data.due, amount: shekels(due.data.amount, locale) })
                : '…'}
            </Typography>
            <Button
              variant="contained"
              startIcon={<PlayArrow />}
              disabled={!due.data?.due || live?.status === 'running'}
              loading={start.isPending}
              onClick={() => start.mutate()}
            >
              {translate('billing.run')}
            </Button>
          </Stack>
          {live ? (
            <Box sx={{ mt: 2 }} role="status" aria-live="polite">
              <LinearProgress
                variant={live.due ? 'determinate' : 'indeterminate'}
                value={live.due ? Math.min(100, (done / live.due) * 100) : undefined}
                aria-label={translate('billing.progress')}
              />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {translate(
                  live.status === 'running'
                    ? 'billing.running'
                    : live.status === 'failed'
                      ? 'billing.run_failed'
                      : 'billing.finished',
                  { done, due: live.due, charged: live.charged, failed: live.failed, ended: live.ended },
                )}
              </Typography>
              {live.status === 'finished' && live.failed > 0 ? (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  {translate('billing.failed_hint', { smart_count: live.failed })}
                </Alert>
              ) : null}
            </Box>
          ) : null}
        </CardContent>
      </Card>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('billing.runs')}
      </Typography>
      {/* a region the keyboard can reach, so a table wider than a phone can be scrolled without a pointer */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('billing.runs')}>
        <Table size="small" aria-label={translate('billing.runs')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('billing.columns.started_at')}</TableCell>
              <TableCell>{translate('billing.columns.kind')}</TableCell>
              <TableCell align="right">{translate('billing.columns.due')}</TableCell>
              <TableCell align="right">{translate('billing.columns.charged')}</TableCell>
              <TableCell align="right">{translate('billing.columns.failed')}</TableCell>
              <TableCell align="right">{translate('billing.columns.ended')}</TableCell>
              <TableCell>{translate('billing.columns.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(runs.data?.items ?? []).map((r) => (
              <TableRow key={r.invocation_key}>
                <TableCell>{formatDateTime(r.started_at)}</TableCell>
                <TableCell>
                  {translate(r.invocation_key.startsWith('auto-') ? 'billing.kinds.auto' : 'billing.kinds.manual')}
                </TableCell>
                <TableCell align="right">{r.due}</TableCell>
                <TableCell align="right">{r.charged}</TableCell>
                <TableCell align="right">{r.failed}</TableCell>
                <TableCell align="right">{r.ended}</TableCell>
                <TableCell>{translate(`billing.statuses.${r.status}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {runs.isSuccess && runs.data.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {translate('billing.no_runs')}
        </Typography>
      ) : null}
    </Box>
  );
}
