// The composer's calls (the messages routes and the templates entity), in the server's own shapes.
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { http } from '../../dataProvider/http';
import { queryKeysOf } from '../../dataProvider/queryKeys';
import type { ApiAnswer, ApiBody, ApiSchema } from '../../../definitions/wire/api';
import type { Channel } from './draft';

export type ComposerOptions = ApiAnswer<'/api/messages/options'>;
export type MessageTemplate = ApiSchema<'MessageTemplate'>;
export type Preview = ApiAnswer<'/api/messages/preview', 'post'>;
export type SendBody = ApiBody<'/api/messages/send', 'post'>;
export type SendResult = ApiAnswer<'/api/messages/send', 'post'>;

export const composerApi = {
  options: () => http.get<ComposerOptions>('/messages/options'),
  templates: (channel: Channel) =>
    http.get<ApiAnswer<'/api/messages/templates'>>('/messages/templates', {
      query: { channel, active_only: true, limit: 100 },
    }),
  preview: (body: Pick<SendBody, 'channel' | 'to' | 'subject' | 'content' | 'person_id'>) =>
    http.post<Preview>('/messages/preview', body, { silent: true }),
  send: (body: SendBody) => http.post<SendResult>('/messages/send', body, { silent: true }),
};

export const composerKeys = queryKeysOf('composer');

/** The senders, accounts and channels the composer offers (asked once a draft is open). */
export const useComposerOptions = (enabled: boolean) =>
  useQuery({ queryKey: composerKeys.of('options'), queryFn: composerApi.options, enabled, staleTime: 5 * 60_000 });

/** The keys a sent message leaves stale (a note logged, a support thread): the dock names them, from above. */
export type SentKeys = readonly QueryKey[];
