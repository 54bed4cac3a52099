import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import type { RaRecord } from 'ra-core';
import { useDataProvider, useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { directionOf } from '../../../i18n/locales';
import type { AppResource } from '../../defineResource';
import { exportTable } from './exportRows';
import { downloadCsvFile, downloadXlsxFile } from './writeFile';

/** Records are read in pages of this size; an export stops at EXPORT_MAX. */
const PAGE = 1000;
const EXPORT_MAX = 50_000;

type Format = 'csv' | 'xlsx';

/** Export of the list as it is filtered and sorted now, as CSV or .xlsx, with progress while the records are read. */
export const ExportMenu = ({ resource }: { resource: AppResource }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider();
  const { filterValues, sort, total } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);

  const run = async (format: Format) => {
    setAnchor(null);
    const of = Math.min(total ?? EXPORT_MAX, EXPORT_MAX);
    setProgress({ done: 0, of });
    try {
      const records: RaRecord[] = [];
      for (let page = 1; records.length < of; page += 1) {
        const { data } = await dataProvider.getList(resource.routeName, { pagination: { page, perPage: PAGE }, sort, filter: filterValues });
        records.push(...data);
        setProgress({ done: records.length, of });
        if (data.length < PAGE) break;
      }
      const names: Record<string, Map<unknown, string>> = {};
      for (const column of resource.exportFields) {
        const spec = resource.fields[column];
        if (spec?.kind !== 'reference') continue;
        const ids = [...new Set(records.map((r) => r[column]).filter((v) => v !== null && v !== undefined))];
        if (!ids.length) continue;
        const { data } = await dataProvider.getMany(spec.reference, { ids });
        names[column] = new Map(data.map((r) => [r.id, String(r[spec.optionText] ?? r.id)]));
      }
      const { header, rows } = exportTable(resource.name, resource.fields, resource.exportFields, records, translate, names);
      const filename = translate(`resources.${resource.name}.name`, { smart_count: 2, _: resource.name });
      if (format === 'csv') downloadCsvFile(header, rows, filename);
      else await downloadXlsxFile(header, rows, filename, directionOf(locale) === 'rtl');
    } catch {
      notify('entities.export.failed', { type: 'error' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<DownloadOutlined />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu" disabled={!total}>
        {translate('entities.export.button')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void run('xlsx')}>{translate('entities.export.xlsx')}</MenuItem>
        <MenuItem onClick={() => void run('csv')}>{translate('entities.export.csv')}</MenuItem>
      </Menu>
      <Dialog open={progress !== null} maxWidth="xs" fullWidth aria-labelledby="export-progress-title">
        <DialogTitle id="export-progress-title">{translate('entities.export.progress_title')}</DialogTitle>
        <DialogContent>
          <LinearProgress variant="determinate" value={progress && progress.of ? (100 * progress.done) / progress.of : 0} aria-label={translate('entities.export.progress_title')} />
          <p>{translate('entities.export.progress', { done: progress?.done ?? 0, of: progress?.of ?? 0 })}</p>
        </DialogContent>
      </Dialog>
    </>
  );
};
