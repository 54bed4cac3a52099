// The routes a CrudEntity declaration becomes (see defineCrud.ts and README "Add an entity"): its list, its records
// one at a time and in bulk, its export, history and import, each registered by its own plugin, in this order.
import { getTableName } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireSuperuser, requireUser } from '../auth/guards';
import { crudNeed, exceptionalNeed } from '../auth/permissions';
import { wireColumns, type CrudEntity } from './defineCrud';
import { registerNoteTarget } from './note-targets';
import { registerEntityFiles } from './file-holders';
import { bulkRefsRoute } from './bulk-refs';
import { bulkRoutes } from './bulk-routes';
import { entityRecords, writeViolation } from './entity-records';
import { exportRoute } from './export';
import { historyRoutes } from './history';
import { importRoutes } from './imports';
import { listQueryOf } from './list-query';
import { listRoute } from './list-route';
import { recordRoutes } from './record-routes';
import { recordSchema } from './records';
import { recordJsonSchema } from './record-serializer';
import { checkRefs, writeRow } from './write-row';

/**
 * The entities whose records point at `table` (a reference array or a foreign key): their names. A foreign key is
 * matched by its table's name: a definition's table points at a stand-in of the other table (db/schema/defined-table.ts).
 */
export const entitiesPointingAt = (table: PgTable, all: CrudEntity[]): string[] => {
  const name = getTableName(table);
  return all
    .filter((other) => other.table !== table)
    .filter(
      (other) =>
        Object.values(other.refs ?? {}).some((ref) => ref.table === table) ||
        getTableConfig(other.table).foreignKeys.some((fk) => getTableName(fk.reference().foreignTable) === name),
    )
    .map((other) => other.name);
};

/**
 * Every route of the entity answers only whoever its guard lets in, and needs the action of its kind on this entity
 * (auth/permissions.ts), its own routes (`extend`) too; the files its records hold are read by whoever may read one
 * of its records.
 */
function guardEntity(app: FastifyInstance, entity: CrudEntity, all: CrudEntity[]): void {
  const guard =
    entity.guard === 'superuser' ? requireSuperuser : typeof entity.guard === 'function' ? entity.guard : requireUser;
  app.addHook('onRequest', guard);
  const pointedAtBy = entitiesPointingAt(entity.table, all);
  app.addHook('onRoute', (route) => {
    const path = route.url.replace(/^\/api/, '');
    const rest = path.startsWith(entity.base) ? path.slice(entity.base.length) : '';
    const method = [route.method].flat()[0] === 'HEAD' ? 'GET' : String([route.method].flat()[0]);
    route.config = {
      ...route.config,
      permission: exceptionalNeed(method, route.url) ?? crudNeed(entity.name, method, rest, pointedAtBy),
    };
  });
  registerEntityFiles(
    entity,
    exceptionalNeed('GET', `/api${entity.base}/:id`) ?? crudNeed(entity.name, 'GET', '/:id', pointedAtBy),
  );
}

/** Fastify plugin: every route of one entity (mounted under /api by routes/index.ts through the registry). */
export function crudRoutes(entity: CrudEntity, all: CrudEntity[] = [entity]): FastifyPluginAsyncZod {
  return async (app) => {
    const { table } = entity;
    const tags = [entity.name];
    guardEntity(app, entity, all);
    if (entity.notes) registerNoteTarget(entity.name, table, entity.adminRoute);

    const record = entity.derived
      ? recordSchema(table, entity.name).extend(entity.derived.schema)
      : recordSchema(table, entity.name);
    // The records' JSON written by a compiled serializer (record-serializer.ts); errors still by zod.
    const recordJson = recordJsonSchema(table, entity.derived?.schema);
    const records = entityRecords(app, entity, all);
    const { decorate } = records;
    const list = listQueryOf(entity);
    const options = { entity, tags, record, recordJson, update: entity.update ?? entity.create.partial(), records };

    await app.register(listRoute({ ...options, list }));
    await app.register(recordRoutes(options));
    await app.register(bulkRoutes(options));
    await app.register(
      exportRoute({
        entity,
        tags,
        listQuery: list.query,
        pageParam: list.pageParam,
        whereOf: list.whereOf,
        columnOf: (name) => wireColumns(table).get(name)!.column,
        decorate,
        recordJson,
      }),
    );
    await app.register(
      bulkRefsRoute({
        entity,
        tags,
        checkRefs: (tx, values) => checkRefs(tx, entity, values),
        writeViolation,
        decorate,
      }),
    );
    await app.register(
      historyRoutes({
        entity,
        tags,
        record,
        decorate,
        writeViolation,
        write: (tx, values, user, id, action) => writeRow(tx, entity, values, { id, user, action, queue: app.queue }),
      }),
    );
    if (entity.extend) await app.register(entity.extend);
    // Import: each record checked with the create schema, the valid ones written in one transaction (a savepoint
    // each, so a row refused by the database is reported, not fatal), the report stored for history and revert.
    await app.register(
      importRoutes({
        entity,
        tags,
        insertRows: records.insertRows,
        deleteRows: records.deleteRows,
        userOf: (request) => currentUser(request),
      }),
    );
  };
}
