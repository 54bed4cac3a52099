// Realtime record pages: when someone else changes records under the page's API path, the notification
// stream says so (recordsChanged.ts) and the page reads its record again, quietly. Nothing typed: the new version is
// taken at once and a toast says so. Unsaved edits: they are kept and the new version is offered (it replaces them
// only on request). Deleted elsewhere: the page says so. The tab's own saves never count, however late or early the
// news of them arrives: the stream's reader waits for the tab's writes to answer, and a version read back that one
// of them made (src/dataProvider/ownWrites.ts) is taken quietly, never offered as someone else's. Generated pages use it through ChangedElsewhere.tsx;
// bespoke pages (an order, an inquiry, a deal, a CMS page) call it with their own read.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { ApiError } from '../../dataProvider/errors';
import { isOwnDeletion, isOwnVersion } from '../../dataProvider/ownWrites';
import { showToast } from '../../notifications/toasts';
import { recordChanged } from '../../dataProvider/recordChange';
import { onRecordsChanged } from './recordsChanged';

type Shown = { id?: unknown };
type News<T> = { kind: 'changed'; fresh: T } | { kind: 'deleted' } | null;

interface Options<T extends Shown> {
  /** The API path the stream names when records like this one change (`/support`, `/ecommerce/order`); none: off. */
  path: string | undefined;
  /** The record on screen (undefined while it loads). */
  shown: T | undefined;
  /** Reads the record again (rejects with a 404 ApiError when it is gone). */
  read(): Promise<T>;
  /** Puts the new version on screen. */
  take(fresh: T): void;
  /** Whether the person has unsaved edits on the page. */
  dirty: boolean;
}

export interface ChangedElsewhere {
  news: News<unknown>;
  /** Takes the offered version (the edits go). */
  load(): void;
  /** Keeps the edits; the offer goes. */
  keep(): void;
}

export function useChangedElsewhere<T extends Shown>({ path, shown, read, take, dirty }: Options<T>): ChangedElsewhere {
  const translate = useTranslate();
  const [news, setNews] = useState<News<T>>(null);
  const latest = useRef({ shown, read, take, dirty });
  latest.current = { shown, read, take, dirty };

  useEffect(() => {
    if (!path) return undefined;
    return onRecordsChanged((paths) => {
      const before = latest.current.shown;
      if (!paths.includes(path) || !before) return;
      const same = () => latest.current.shown?.id === before.id;
      latest.current.read().then(
        (fresh) => {
          if (!same() || !latest.current.shown || !recordChanged(latest.current.shown, fresh)) return;
          if (isOwnVersion(path, fresh)) {
            // this tab's own save: nothing to tell; an untouched page shows it as saved
            if (!latest.current.dirty) latest.current.take(fresh);
            return;
          }
          if (latest.current.dirty) return setNews({ kind: 'changed', fresh });
          latest.current.take(fresh);
          showToast(translate('entities.changed_elsewhere.updated'), { variant: 'info' });
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404 && same() && !isOwnDeletion(path, before.id))
            setNews({ kind: 'deleted' });
        },
      );
    });
  }, [path, translate]);

  useEffect(() => setNews(null), [shown?.id]);

  return {
    news,
    load: () => {
      if (news?.kind === 'changed') latest.current.take(news.fresh);
      setNews(null);
    },
    keep: () => setNews(null),
  };
}

/** What the page learnt: gone, or a newer version it offers beside the person's edits. */
export function ChangedElsewhereAlert({ news, load, keep }: ChangedElsewhere) {
  const translate = useTranslate();
  if (!news) return null;
  if (news.kind === 'deleted')
    return (
      <Alert severity="error" sx={{ mb: 2, width: '100%' }}>
        {translate('entities.changed_elsewhere.deleted')}
      </Alert>
    );
  return (
    <Alert severity="warning" sx={{ mb: 2, width: '100%' }}>
      {translate('entities.changed_elsewhere.changed')}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button color="inherit" size="small" variant="outlined" onClick={load}>
          {translate('entities.changed_elsewhere.load')}
        </Button>
        <Button color="inherit" size="small" onClick={keep}>
          {translate('entities.changed_elsewhere.keep')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Inside a bespoke page's form: its unsaved edits are kept until the person chooses the new version. */
export function ChangedElsewhereInForm<T extends Shown>(options: Omit<Options<T>, 'dirty'>) {
  const { isDirty } = useFormState();
  return <ChangedElsewhereAlert {...useChangedElsewhere({ ...options, dirty: isDirty })} />;
}
