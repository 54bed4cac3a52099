-- Search document and list statistics of people, kept by the database (see server/src/db/schema/people.ts).
INSERT INTO "person_stats" ("id", "total", "version") VALUES (1, (SELECT count(*) FROM "people"), 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- The lower-case text searched by the person list: names, national id, e-mails and phone digits.
CREATE OR REPLACE FUNCTION person_search_text(first_name text, last_name text, national_id text, emails text[], phone_digits text[])
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(concat_ws(' ', nullif(first_name, ''), nullif(last_name, ''), national_id,
    nullif(array_to_string(emails, ' '), ''), nullif(array_to_string(phone_digits, ' '), '')))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION person_search_doc(pid integer, first_name text, last_name text, national_id text)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT person_search_text(first_name, last_name, national_id,
    ARRAY(SELECT e.value FROM person_emails e WHERE e.person_id = pid ORDER BY e.id),
    ARRAY(SELECT p.search_digits FROM person_phones p WHERE p.person_id = pid ORDER BY p.id))
$$;
--> statement-breakpoint
-- Bulk writers (the import) set person.bulk = 'on' for their transaction and write people.search themselves.
CREATE OR REPLACE FUNCTION person_bulk() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('person.bulk', true), '') = 'on'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION people_search_before() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT person_bulk() THEN
    NEW.search := person_search_doc(NEW.id, NEW.first_name, NEW.last_name, NEW.national_id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER people_search_before BEFORE INSERT OR UPDATE OF first_name, last_name, national_id ON people
  FOR EACH ROW EXECUTE FUNCTION people_search_before();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION person_contacts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT person_bulk() THEN
    UPDATE people p SET search = person_search_doc(p.id, p.first_name, p.last_name, p.national_id)
      WHERE p.id IN (SELECT person_id FROM new_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION person_contacts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT person_bulk() THEN
    UPDATE people p SET search = person_search_doc(p.id, p.first_name, p.last_name, p.national_id)
      WHERE p.id IN (SELECT person_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION person_contacts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT person_bulk() THEN
    UPDATE people p SET search = person_search_doc(p.id, p.first_name, p.last_name, p.national_id)
      WHERE p.id IN (SELECT person_id FROM new_rows UNION SELECT person_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER person_emails_search_insert AFTER INSERT ON person_emails REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_contacts_inserted();
--> statement-breakpoint
CREATE TRIGGER person_emails_search_delete AFTER DELETE ON person_emails REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_contacts_deleted();
--> statement-breakpoint
CREATE TRIGGER person_emails_search_update AFTER UPDATE ON person_emails REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_contacts_updated();
--> statement-breakpoint
CREATE TRIGGER person_phones_search_insert AFTER INSERT ON person_phones REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_contacts_inserted();
--> statement-breakpoint
CREATE TRIGGER person_phones_search_delete AFTER DELETE ON person_phones REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_contacts_deleted();
--> statement-breakpoint
CREATE TRIGGER person_phones_search_update AFTER UPDATE ON person_phones REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_contacts_updated();
--> statement-breakpoint
-- person_stats: exact total and a version for every change to people (statement-level, one row lock).
CREATE OR REPLACE FUNCTION person_stats_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  SELECT count(*) INTO n FROM new_rows;
  IF n > 0 THEN UPDATE person_stats SET total = total + n, version = version + 1 WHERE id = 1; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION person_stats_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  SELECT count(*) INTO n FROM old_rows;
  IF n > 0 THEN UPDATE person_stats SET total = total - n, version = version + 1 WHERE id = 1; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION person_stats_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows) THEN UPDATE person_stats SET version = version + 1 WHERE id = 1; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION person_stats_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE person_stats SET total = 0, version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER people_stats_insert AFTER INSERT ON people REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_stats_inserted();
--> statement-breakpoint
CREATE TRIGGER people_stats_delete AFTER DELETE ON people REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_stats_deleted();
--> statement-breakpoint
CREATE TRIGGER people_stats_update AFTER UPDATE ON people REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_stats_updated();
--> statement-breakpoint
CREATE TRIGGER people_stats_truncate AFTER TRUNCATE ON people
  FOR EACH STATEMENT EXECUTE FUNCTION person_stats_truncated();
