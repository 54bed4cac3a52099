-- Addresses are part of a person as the list shows it: changing them moves person_stats.version too, so caches
-- keyed by the version (people/list.ts) never serve an address that is gone.
CREATE OR REPLACE FUNCTION person_stats_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE person_stats SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER person_addresses_version AFTER INSERT OR UPDATE OR DELETE ON person_addresses
  FOR EACH STATEMENT EXECUTE FUNCTION person_stats_bump();
