import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MuiList from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import HistoryIcon from '@mui/icons-material/History';
import {
  BooleanInput,
  DataTable,
  LinkBase,
  List,
  Pagination,
  TopToolbar,
  useListContext,
  useLocaleState,
  useRecordContext,
} from 'react-admin';
import { ImportAuthor, ImportCount, ImportDate, ImportStatus, RevertedOn, countsLine } from './historyFormat';
import { HistoryReport } from './HistoryReport';
import type { ImportSummary } from './entityImportApi';
import { useImportHistory } from './useImportHistory';
import { useReportParam } from './useReportParam';

const pageSizes = [10, 25, 50, 100];

/**
 * Back to the list whose imports these are, in words on phones too (a toolbar there shows icons only, and an arrow
 * alone would not say where it goes); the arrow points back in either direction.
 */
const BackToList = ({ variant }: { variant?: 'text' | 'contained' }) => {
  const { owner, t } = useImportHistory();
  if (!owner) return null;
  return (
    <MuiButton
      component={LinkBase}
      to={owner.path}
      size="small"
      variant={variant}
      startIcon={<ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />}
    >
      {t('back')}
    </MuiButton>
  );
};

/** Nothing has been imported yet. */
const Empty = () => {
  const { t } = useImportHistory();
  return (
    <Stack
      alignItems="center"
      spacing={2}
      sx={{ py: 8, px: 2, textAlign: 'center', marginInline: 'auto', maxInlineSize: 520 }}
    >
      <HistoryIcon sx={{ fontSize: 96, color: 'text.disabled' }} />
      <Typography variant="h5" component="p" color="text.secondary">
        {t('empty')}
      </Typography>
      <Typography color="text.secondary">{t('empty_help')}</Typography>
      <BackToList variant="contained" />
    </Stack>
  );
};

/** The status, and when it was reverted. */
const StatusCell = () => {
  const record = useRecordContext<ImportSummary>();
  if (!record) return null;
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <ImportStatus status={record.status} />
      <RevertedOn value={record.reverted_at} />
    </Stack>
  );
};

const Count = ({
  source,
  failed,
}: {
  source: 'total_rows' | 'created' | 'merged' | 'failed_count';
  failed?: boolean;
}) => {
  const record = useRecordContext<ImportSummary>();
  return record ? <ImportCount value={record[source] ?? 0} failed={failed} /> : null;
};

const When = () => <ImportDate value={useRecordContext<ImportSummary>()?.created_at} />;

const Author = () => {
  const record = useRecordContext<ImportSummary>();
  return record ? <ImportAuthor record={record} /> : null;
};

/** Wide screens: a table; a row opens its report. */
const HistoryTable = ({ onOpen }: { onOpen: (id: number) => void }) => {
  const { merges, t } = useImportHistory();
  const label = (field: string) => t(`fields.${field}`);
  return (
    <DataTable<ImportSummary>
      bulkActionButtons={false}
      rowClick={(id) => {
        onOpen(Number(id));
        return false;
      }}
    >
      <DataTable.Col source="created_at" label={label('created_at')} disableSort>
        <When />
      </DataTable.Col>
      <DataTable.Col source="created_by_name" label={label('created_by_name')} disableSort>
        <Author />
      </DataTable.Col>
      <DataTable.Col source="total_rows" label={label('total_rows')} disableSort>
        <Count source="total_rows" />
      </DataTable.Col>
      <DataTable.Col source="created" label={label('created')} disableSort>
        <Count source="created" />
      </DataTable.Col>
      {merges ? (
        <DataTable.Col source="merged" label={label('merged')} disableSort>
          <Count source="merged" />
        </DataTable.Col>
      ) : null}
      <DataTable.Col source="failed_count" label={label('failed_count')} disableSort>
        <Count source="failed_count" failed />
      </DataTable.Col>
      <DataTable.Col source="status" label={label('status')} disableSort>
        <StatusCell />
      </DataTable.Col>
    </DataTable>
  );
};

/** Phones: one card-like line per import (when, status, who, the counts); a tap opens its report. */
const HistoryCards = ({ onOpen }: { onOpen: (id: number) => void }) => {
  const { data, isPending } = useListContext<ImportSummary>();
  const { merges, t } = useImportHistory();
  const [locale] = useLocaleState();
  if (isPending) return <LinearProgress />;
  return (
    <MuiList disablePadding aria-label={t('title')}>
      {(data ?? []).map((record) => (
        <ListItem key={record.id} disablePadding divider>
          <ListItemButton onClick={() => onOpen(record.id)} sx={{ display: 'block', py: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 500 }}>
                <ImportDate value={record.created_at} />
              </Typography>
              <ImportStatus status={record.status} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              <ImportAuthor record={record} />
            </Typography>
            <Typography variant="body2">
              <bdi>{countsLine(record, t, locale, merges)}</bdi>
            </Typography>
            <RevertedOn value={record.reverted_at} />
          </ListItemButton>
        </ListItem>
      ))}
    </MuiList>
  );
};

/**
 * The imports of one resource (an `importHistoryOf` resource), newest first: when, by whom, the counts and the
 * status; "my imports only"; a row opens the report with its download and revert (and the address names it:
 * ?report=ID).
 */
const ImportHistoryPage = () => {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const { reportId, openReport, closeReport } = useReportParam();
  const { t } = useImportHistory();
  const filters = [
    // The switch's label keeps its usual pull towards the start only where the filter bar has room for it.
    <BooleanInput
      key="mine"
      source="mine"
      label={t('fields.mine')}
      alwaysOn
      sx={{ '& .MuiFormControlLabel-root': { marginInlineStart: { xs: 0, md: '-11px' } } }}
    />,
  ];
  return (
    <>
      <List
        title={t('title')}
        filters={filters}
        perPage={25}
        sort={{ field: 'id', order: 'DESC' }}
        exporter={false}
        actions={
          <TopToolbar>
            <BackToList />
          </TopToolbar>
        }
        empty={<Empty />}
        pagination={<Pagination rowsPerPageOptions={pageSizes} />}
      >
        {isSmall ? <HistoryCards onOpen={openReport} /> : <HistoryTable onOpen={openReport} />}
      </List>
      {reportId !== null ? <HistoryReport id={reportId} onClose={closeReport} /> : null}
    </>
  );
};

export default ImportHistoryPage;
