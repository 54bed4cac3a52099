// The channel's message templates, and choosing one: its content replaces the draft's, and a new e-mail takes
// its subject too.
import { useQuery } from '@tanstack/react-query';
import { composerApi, composerKeys } from './composerApi';
import type { MessageDraft } from './draft';

export function useTemplates(draft: MessageDraft, update: (patch: Partial<MessageDraft>) => void) {
  const templates = useQuery({
    queryKey: composerKeys.of('templates', draft.channel),
    queryFn: () => composerApi.templates(draft.channel),
    staleTime: 60_000,
  });
  const applyTemplate = (id: number | null) => {
    const template = templates.data?.items.find((item) => item.id === id);
    if (!template) return update({ template_id: null });
    update({
      template_id: template.id,
      content: template.content,
      ...(draft.channel === 'email' && draft.inquiry_id === null && template.subject
        ? { subject: template.subject }
        : {}),
    });
  };
  return { templates: templates.data?.items ?? [], applyTemplate };
}
