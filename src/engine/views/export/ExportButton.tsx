import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { directionOf } from '../../../i18n/locales';
import { ProgressDialog } from '../../../widgets/dialog/ProgressDialog';
import type { Cell } from './exportRows';
import { exportFailure } from './askToExport';
import { EXPORT_MAX } from './readRecords';

/** What an export writes: the header in the UI language, one row per record, and the file's name (no extension). */
export interface ExportTable {
  header: string[];
  rows: Cell[][];
  filename: string;
}

interface Props {
  /** How many records there are to export (the button is off without any). */
  total: number | undefined;
  /** The most records the export holds (more are left out, and the person is told). */
  max?: number;
  /**
   * Reads the records (reporting how many so far) and lays them out. It asks the server first (a factory list's
   * export route, or askToExport): a refusal (403) stops it and is said.
   */
  load(progress: (done: number, of: number) => void, format: 'csv' | 'xlsx'): Promise<ExportTable>;
}

/** The Export button: CSV or .xlsx, with progress while the records are read and a message when it fails. */
export const ExportButton = ({ total, load, max = EXPORT_MAX }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);

  const run = async (format: 'csv' | 'xlsx') => {
    setAnchor(null);
    setProgress({ done: 0, of: total ?? 0 });
    try {
      // the file writers (the CSV parser, SheetJS) load when someone exports, not with every list
      const [{ header, rows, filename }, { downloadCsvFile, downloadXlsxFile }] = await Promise.all([
        load((done, of) => setProgress({ done, of }), format),
        import('./writeFile'),
      ]);
      if (format === 'csv') downloadCsvFile(header, rows, filename);
      else await downloadXlsxFile(header, rows, filename, directionOf(locale) === 'rtl');
      if ((total ?? 0) > max && rows.length >= max)
        notify('entities.export.capped', { type: 'info', messageArgs: { count: rows.length.toLocaleString(locale) } });
    } catch (error) {
      notify(exportFailure(error), { type: 'error' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<DownloadOutlined />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        disabled={!total}
      >
        {translate('entities.export.button')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void run('xlsx')}>{translate('entities.export.xlsx')}</MenuItem>
        <MenuItem onClick={() => void run('csv')}>{translate('entities.export.csv')}</MenuItem>
      </Menu>
      <ProgressDialog
        open={progress !== null}
        title={translate('entities.export.progress_title')}
        text={translate('entities.export.progress', { done: progress?.done ?? 0, of: progress?.of ?? 0 })}
        value={progress && progress.of ? (100 * progress.done) / progress.of : 0}
      />
    </>
  );
};
