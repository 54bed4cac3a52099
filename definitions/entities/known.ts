// Entities still written by hand on each side (server/src/entities, src/resources), until each becomes a definition
// here: their table and admin route, so that a definition can refer to them and the server can link to their pages.
// `represent`: the field that names one of its records (default `name`), shown where another entity refers to it.
// A definition's own names come from the definition (entity/defineEntity.ts namesOf); do not list it here too.
export const HAND_WRITTEN_ENTITIES: Readonly<Record<string, { table: string; route: string; represent?: string }>> = {
  person: { table: 'people', route: 'customers' },
  subscription: { table: 'subscriptions', route: 'subscriptions', represent: 'id' },
  order: { table: 'orders', route: 'shop/orders' },
};
