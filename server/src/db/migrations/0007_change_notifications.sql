-- Notifications that keep the server processes' caches current (server/src/db/change-feed.ts, coherent-cache.ts).
-- A payload names the changed keys, comma-separated, or is '*' when there are too many for one notification
-- (PostgreSQL takes payloads under 8000 bytes): the listener then drops everything. One trigger per event: a
-- transition table belongs to one event.
--
--   users_changed   user rows were updated or deleted (payload: their ids): the per-request user look-up.
--   sessions_gone   sessions were deleted or changed (payload: their ids, the SHA-256 of the cookie): the cookie
--                   look-up.
--   person_docs     stored person docs were written or dropped (payload: person ids): the person list's docs.
--   person_version  sent at commit, after every other notification of the transaction, by each transaction
--                   that moved person_stats.version (payload: the version it left). A listener that has seen
--                   version V has seen every person_docs notification of every transaction up to V.

-- notify_changed(channel, key column, most keys): a statement trigger that names the keys of its rows (the
-- transition table changed_rows), or '*' past the most keys. notify_everything(channel): '*' (for TRUNCATE).
CREATE OR REPLACE FUNCTION notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
BEGIN
  EXECUTE format('SELECT ARRAY(SELECT %I::text FROM changed_rows)', TG_ARGV[1]) INTO keys;
  IF cardinality(keys) > 0 THEN
    PERFORM pg_notify(TG_ARGV[0], CASE WHEN cardinality(keys) > TG_ARGV[2]::integer THEN '*' ELSE array_to_string(keys, ',') END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE ON users REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('users_changed', 'id', 100);
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('users_changed', 'id', 100);
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_everything('users_changed');
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('sessions_gone', 'id', 100);
--> statement-breakpoint
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('sessions_gone', 'id', 100);
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_everything('sessions_gone');
--> statement-breakpoint
-- Docs inserted too: a person whose doc the import dropped may be in memory from a read before the drop.
CREATE TRIGGER person_docs_inserted AFTER INSERT ON person_docs REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('person_docs', 'person_id', 500);
--> statement-breakpoint
CREATE TRIGGER person_docs_updated AFTER UPDATE ON person_docs REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('person_docs', 'person_id', 500);
--> statement-breakpoint
CREATE TRIGGER person_docs_deleted AFTER DELETE ON person_docs REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('person_docs', 'person_id', 500);
--> statement-breakpoint
CREATE TRIGGER person_docs_truncated AFTER TRUNCATE ON person_docs FOR EACH STATEMENT EXECUTE FUNCTION notify_everything('person_docs');
--> statement-breakpoint
-- A deferred constraint trigger runs at commit, after every statement's own triggers: its notification comes after
-- all the person_docs notifications of the transaction. Each bump in the transaction runs it once, and all read the
-- same final version: PostgreSQL sends identical notifications of one transaction once.
CREATE OR REPLACE FUNCTION person_version_committed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('person_version', (SELECT version::text FROM person_stats WHERE id = 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER person_version_committed AFTER UPDATE ON person_stats DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION person_version_committed();
