import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { directionOf } from '../../../i18n/locales';
import type { Cell } from './exportRows';
import { reportExport } from './reportExport';
import { downloadCsvFile, downloadXlsxFile } from './writeFile';

/** What an export writes: the header in the UI language, one row per record, and the file's name (no extension). */
export interface ExportTable {
  header: string[];
  rows: Cell[][];
  filename: string;
}

interface Props {
  /** How many records there are to export (the button is off without any). */
  total: number | undefined;
  /** The list exported, as the security log names it (a resource's name). */
  source: string;
  /** Reads the records (reporting how many so far) and lays them out. */
  load(progress: (done: number, of: number) => void): Promise<ExportTable>;
}

/** The Export button: CSV or .xlsx, with progress while the records are read and a message when it fails. */
export const ExportButton = ({ total, load, source }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);

  const run = async (format: 'csv' | 'xlsx') => {
    setAnchor(null);
    setProgress({ done: 0, of: total ?? 0 });
    try {
      const { header, rows, filename } = await load((done, of) => setProgress({ done, of }));
      if (format === 'csv') downloadCsvFile(header, rows, filename);
      else await downloadXlsxFile(header, rows, filename, directionOf(locale) === 'rtl');
      reportExport(source, format, rows.length);
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
