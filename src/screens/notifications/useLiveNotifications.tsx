// The bell's live feed: GET /api/notifications/stream (server-sent events) read through fetch with the same sign-in
// as every call. Each update sets the unread count and refreshes the notification lists; a new urgent notification
// (an inquiry assigned to me, a failed payment) shows a toast with a link to it. A dropped stream is opened again
// after a growing pause; meanwhile the bell's polling keeps the count. The same stream names the records others
// change (`records` events): the lists of those resources on screen refetch (realtime lists), and an open page of
// such a record checks whether its record changed (src/engine/views/ChangedElsewhere.tsx).
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
// The event stream's one home: a stream is no react-query read, so this hook opens it itself (and stays listed).
import { openEventStream } from '../../dataProvider/http';
import { ownWritesSettled } from '../../dataProvider/ownWrites';
import { useAppResources } from '../../engine/registry';
import { changedResources } from '../../engine/live/changedResources';
import { feedClosed, feedCovers, feedOpened, keepFeedListsFresh, LIST_QUERIES } from './feedFreshness';
import { notificationKeys, unreadKey } from './api';
import { liveListKeys } from './liveLists';
import { announceRecordsChanged } from '../../engine/live/recordsChanged';
import { readEvents } from '../../lib/eventStream';
import { dismissToast, showToast } from '../../notifications/toasts';
import { notificationText } from './notificationText';
import type { LiveUpdate } from '../../../definitions/wire/notifications';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 60_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Keeps the unread count live; answers whether the stream is open (the bell then polls rarely). */
export function useLiveNotifications(): boolean {
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const navigate = useNavigate();
  const resources = useAppResources();
  const [live, setLive] = useState(false);
  // The latest render's helpers, read by the one long-running loop.
  const helpers = useRef({ translate, navigate, resources });
  helpers.current = { translate, navigate, resources };

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const onUpdate = (update: LiveUpdate) => {
      setLive(update.live);
      queryClient.setQueryData(unreadKey, { unread: update.unread });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
      for (const n of update.fresh.filter((f) => f.urgent).reverse()) {
        const { translate: t, navigate: go } = helpers.current;
        showToast(notificationText(t, n), {
          variant: 'warning',
          action: (id) => (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                dismissToast(id);
                if (n.link) go(n.link);
              }}
            >
              {t('notifications.open')}
            </Button>
          ),
        });
      }
    };
    const onRecords = ({ paths }: { paths: string[] }) => {
      const refresh = () => {
        const names = new Set(changedResources(helpers.current.resources, paths));
        void queryClient.invalidateQueries({
          predicate: (query) => names.has(query.queryKey[0] as string) && LIST_QUERIES.has(query.queryKey[1] as string),
        });
        for (const queryKey of liveListKeys(paths)) void queryClient.invalidateQueries({ queryKey });
        announceRecordsChanged(paths);
      };
      // The news may come before this tab's own write has answered (the page would take its own change for another's):
      // pages refetch once every write of the tab has answered and the page it answered has moved on (a merge opens
      // the customer kept, a delete goes back to the list). Which version is whose: useChangedElsewhere.tsx.
      void ownWritesSettled().then(() => setTimeout(refresh));
    };
    const stopKeeping = keepFeedListsFresh(queryClient);
    void (async () => {
      let retry = FIRST_RETRY_MS;
      while (!signal.aborted) {
        try {
          const response = await openEventStream('/notifications/stream', signal);
          feedOpened(queryClient);
          retry = FIRST_RETRY_MS;
          await readEvents(response.body!, (event) => {
            if (event.event === 'update') onUpdate(JSON.parse(event.data) as LiveUpdate);
            if (event.event === 'records') onRecords(JSON.parse(event.data) as { paths: string[] });
            if (event.event === 'feed')
              feedCovers(
                changedResources(helpers.current.resources, (JSON.parse(event.data) as { paths: string[] }).paths),
              );
          });
        } catch {
          retry = Math.min(retry * 2, MAX_RETRY_MS);
        }
        feedClosed();
        setLive(false);
        await pause(retry, signal);
      }
    })();
    return () => {
      controller.abort();
      stopKeeping();
    };
  }, [queryClient]);

  return live;
}
