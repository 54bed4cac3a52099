// The draft with its merge fields filled by the server (the customer named, or found by the address), and the
// field names it does not know; asked again once typing pauses.
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { composerApi, composerKeys } from './composerApi';
import type { MessageDraft } from './draft';

const MERGE = /\{\{[^{}]*\}\}/;

export function usePreview(draft: MessageDraft) {
  const subject = draft.channel === 'email' ? draft.subject : '';
  const hasFields = MERGE.test(subject) || MERGE.test(draft.content);
  const input = useDebouncedValue(
    {
      channel: draft.channel,
      to: draft.to.trim(),
      subject,
      content: draft.content,
      person_id: draft.person_id ?? undefined,
    },
    400,
  );
  const query = useQuery({
    queryKey: composerKeys.of('preview', input),
    queryFn: () => composerApi.preview(input),
    enabled: hasFields,
    staleTime: 30_000,
    retry: false,
  });
  return hasFields ? query.data : undefined;
}
