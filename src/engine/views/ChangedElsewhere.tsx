// Realtime generated record pages: a show page takes a change made elsewhere at once; an edit form with
// unsaved edits keeps them and offers the new version (useChangedElsewhere.tsx says how).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRecordContext, useResourceContext, type RaRecord } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { recordPath } from '../live/changedResources';
import { ChangedElsewhereAlert, useChangedElsewhere } from '../live/useChangedElsewhere';
import type { AppResource } from '../resourceTypes';
import { useAppResource } from '../registry';
import { readRecord } from './recordsApi';

/** Puts `fresh` in place of the record's cached read: the page (and an untouched form) shows it. */
const showVersion = (queryClient: QueryClient, routeName: string, fresh: RaRecord) =>
  queryClient.setQueriesData(
    {
      predicate: ({ queryKey }) =>
        queryKey[0] === routeName &&
        queryKey[1] === 'getOne' &&
        String((queryKey[2] as { id?: unknown } | undefined)?.id) === String(fresh.id),
    },
    fresh,
  );

const ChangedElsewhere = ({ resource, dirty }: { resource: AppResource; dirty: boolean }) => {
  const queryClient = useQueryClient();
  const record = useRecordContext();
  const one = resource.api.one;
  const live = useChangedElsewhere({
    path: one ? recordPath(resource) : undefined,
    shown: record,
    read: () => readRecord(resource, record!.id),
    take: (fresh) => showVersion(queryClient, resource.routeName, fresh),
    dirty,
  });
  return <ChangedElsewhereAlert {...live} />;
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
