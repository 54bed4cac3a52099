-- Notifications that keep the server processes' caches current (server/src/db/change-feed.ts, coherent-cache.ts).
-- A payload names the changed keys, comma-separated, or is '*' when there are too many for one notification
-- (PostgreSQL takes payloads under 8000 bytes): the listener then drops everything.
--
--   users_changed   a user row was updated or deleted (payload: its id): the per-request user look-up.
--   sessions_gone   sessions were deleted or changed (payload: their ids, the SHA-256 of the cookie): the cookie
--                   look-up.
--   person_docs     stored person docs were written or dropped (payload: person ids): the person list's docs.
--   person_version  sent at commit, after every other notification of the transaction, by each transaction
--                   that moved person_stats.version (payload: the version it left). A listener that has seen
--                   version V has seen every person_docs notification of every transaction up to V.
CREATE OR REPLACE FUNCTION notify_keys(channel text, keys text[], max_keys integer) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify(channel, CASE WHEN cardinality(keys) > max_keys THEN '*' ELSE array_to_string(keys, ',') END)
  WHERE cardinality(keys) > 0
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('users_changed', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION users_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sessions_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_keys('sessions_gone', ARRAY(SELECT id FROM old_rows), 100);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_gone AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_gone();
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_gone();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sessions_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_gone', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION sessions_truncated();
--> statement-breakpoint
-- Docs: inserted, rewritten or dropped (one trigger per event: transition tables take one event each).
CREATE OR REPLACE FUNCTION person_docs_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_keys('person_docs', ARRAY(SELECT person_id::text FROM changed_rows), 500);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER person_docs_inserted AFTER INSERT ON person_docs REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_docs_written();
--> statement-breakpoint
CREATE TRIGGER person_docs_updated AFTER UPDATE ON person_docs REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_docs_written();
--> statement-breakpoint
CREATE TRIGGER person_docs_deleted AFTER DELETE ON person_docs REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_docs_written();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION person_docs_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('person_docs', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER person_docs_truncated AFTER TRUNCATE ON person_docs FOR EACH STATEMENT EXECUTE FUNCTION person_docs_truncated();
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
