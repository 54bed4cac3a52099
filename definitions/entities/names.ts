// Where an entity lives, by its name, whether it is a definition of this folder or still written by hand: its table
// (a reference's foreign key) and its admin route (a reference's input, a notification's link).
import { namesOf } from '../entity/defineEntity';
import { entityDefinitions } from './index';
import { HAND_WRITTEN_ENTITIES } from './known';

const defined = new Map(entityDefinitions.map((definition) => [definition.name, namesOf(definition)]));

/** The table and admin route of the entity of this name, or undefined for a name no entity has. */
export function entityPlace(name: string): { table: string; route: string } | undefined {
  return defined.get(name) ?? HAND_WRITTEN_ENTITIES[name];
}
