// Where the record a note is kept on opens in the admin: the link of a mention's notification. The entity's admin
// route comes from its definition (registered with its note type), or from the list of entities still written by hand.
import { entityPlace } from '../../../definitions/entities/names';
import { noteTargetRoute } from './note-targets';

/** The admin page of the record a note of this type is kept on ('' for a type the admin has no page for). */
export function noteRecordLink(type: string, refId: number): string {
  const route = noteTargetRoute(type) ?? entityPlace(type)?.route;
  return route ? `/${route}/${refId}` : '';
}
