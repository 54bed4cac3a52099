// Where an entity lives, by its name, whether it is a definition of this folder or still written by hand: its table
// (a reference's foreign key), its admin route (a reference's input, a notification's link) and the field that names
// its records (what a reference's input shows).
import { namesOf } from '../entity/defineEntity';
import { entityDefinitions } from './index';
import { HAND_WRITTEN_ENTITIES } from './known';

export interface EntityPlace {
  table: string;
  route: string;
  /** The field that names one of its records. */
  represent: string;
}

const defined = new Map<string, EntityPlace>(
  entityDefinitions.map((definition) => [
    definition.name,
    { ...namesOf(definition), represent: definition.represent ?? 'name' },
  ]),
);

/** Where the entity of this name lives, or undefined for a name no entity has. */
export function entityPlace(name: string): EntityPlace | undefined {
  const written = HAND_WRITTEN_ENTITIES[name];
  return defined.get(name) ?? (written && { ...written, represent: written.represent ?? 'name' });
}
