-- Realtime lists (issue 26): every write of a factory entity records its history (record_history) in the same
-- transaction, so one statement-level trigger there tells every server process which entities changed, at commit:
-- the payload is the distinct entity names of the statement's rows. (People's changes already reach the
-- `person_docs` channel.)
CREATE OR REPLACE FUNCTION notify_distinct() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  names text;
BEGIN
  EXECUTE format('SELECT string_agg(DISTINCT %I::text, '','') FROM changed_rows', TG_ARGV[1]) INTO names;
  IF names IS NOT NULL THEN
    PERFORM pg_notify(TG_ARGV[0], names);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER record_history_inserted AFTER INSERT ON record_history REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_distinct('records_changed', 'entity');
