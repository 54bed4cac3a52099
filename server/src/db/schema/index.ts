// Every table of the product, one file per domain. Add a line here for a new schema file,
// then run `npm run db:generate` and commit the generated migration.
export * from './users';
export * from './sessions';
export * from './defined';
export * from './seed-runs';
export * from './people';
export * from './notes';
export * from './person-imports';
export * from './entity-imports';
export * from './history';
export * from './files';
export * from './pipelines';
export * from './library';
export * from './orders';
export * from './subscriptions';
export * from './forms';
export * from './cms';
export * from './newsletter';
export * from './support';
export * from './notifications';
export * from './data-documents';
export * from './rate-limits';
export * from './messages';
export * from './saved-views';
export * from './security-events';
export * from './roles';
