// Realtime record pages (issue 26): when someone else changes the record on screen, the page learns of it from the
// notification stream (recordsChanged.ts) and reads the record again, quietly. A page with nothing typed takes the new
// version at once and says so; a form with unsaved edits keeps them and offers the new version (which replaces them);
// a record deleted elsewhere is said to be gone. The page's own saves never count: the stream's reader waits for them.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { withId } from '../../dataProvider/endpoints';
import { ApiError } from '../../dataProvider/errors';
import { http } from '../../dataProvider/http';
import { showToast } from '../../notifications/toasts';
import { recordPath } from '../../screens/notifications/changedResources';
import { onRecordsChanged } from '../../screens/notifications/recordsChanged';
import type { AppResource } from '../defineResource';
import { useAppResource } from '../registry';
import { recordChanged } from './recordChange';

type News = { kind: 'changed'; fresh: RaRecord } | { kind: 'deleted' } | null;

/** Puts `fresh` in place of the record's cached read: the page (and an untouched form) shows it. */
const showVersion = (queryClient: QueryClient, routeName: string, fresh: RaRecord) =>
  queryClient.setQueriesData(
    { predicate: ({ queryKey }) => queryKey[0] === routeName && queryKey[1] === 'getOne' && String((queryKey[2] as { id?: unknown } | undefined)?.id) === String(fresh.id) },
    fresh,
  );

const ChangedElsewhere = ({ resource, dirty }: { resource: AppResource; dirty: boolean }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const record = useRecordContext();
  const [news, setNews] = useState<News>(null);
  const latest = useRef({ record, dirty });
  latest.current = { record, dirty };
  const path = recordPath(resource);
  const one = resource.api.one;

  useEffect(() => {
    if (!path || !one) return undefined;
    return onRecordsChanged((paths) => {
      const shown = latest.current.record;
      if (!paths.includes(path) || !shown) return;
      http.get<RaRecord>(withId(one, shown.id), { silent: true }).then(
        (fresh) => {
          if (latest.current.record?.id !== shown.id || !recordChanged(latest.current.record, fresh)) return;
          if (latest.current.dirty) setNews({ kind: 'changed', fresh });
          else {
            showVersion(queryClient, resource.routeName, fresh);
            showToast(translate('entities.changed_elsewhere.updated'), { variant: 'info' });
          }
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404 && latest.current.record?.id === shown.id) setNews({ kind: 'deleted' });
        },
      );
    });
  }, [path, one, queryClient, resource.routeName, translate]);

  useEffect(() => setNews(null), [record?.id]);

  if (!news) return null;
  if (news.kind === 'deleted') return <Alert severity="error" sx={{ mb: 2, width: '100%' }}>{translate('entities.changed_elsewhere.deleted')}</Alert>;
  const load = () => {
    showVersion(queryClient, resource.routeName, news.fresh);
    setNews(null);
  };
  return (
    <Alert severity="warning" sx={{ mb: 2, width: '100%' }}>
      {translate('entities.changed_elsewhere.changed')}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button color="inherit" size="small" variant="outlined" onClick={load}>{translate('entities.changed_elsewhere.load')}</Button>
        <Button color="inherit" size="small" onClick={() => setNews(null)}>{translate('entities.changed_elsewhere.keep')}</Button>
      </Stack>
    </Alert>
  );
};

/** The page's resource, from react-admin's resource context (any resource of the registry). */
const usePageResource = (): AppResource | undefined => useAppResource(useResourceContext() ?? '');

/** On a show page: nothing is typed there, so a change elsewhere is taken at once. */
export const ShowChangedElsewhere = () => {
  const resource = usePageResource();
  return resource ? <ChangedElsewhere resource={resource} dirty={false} /> : null;
};

/** Inside an edit form: unsaved edits are kept until the person chooses the new version. */
export const FormChangedElsewhere = () => {
  const resource = usePageResource();
  const { isDirty } = useFormState();
  return resource ? <ChangedElsewhere resource={resource} dirty={isDirty} /> : null;
};
