-- people.doc: each person as the API answers it (the JSON of GET /person/{id}), kept by the database, so a list
-- page is the concatenation of 100 stored texts instead of a join over four tables turned into JSON per request.
-- Not in the drizzle schema on purpose: only the database writes it and only people_json reads it.
--   - Row writes (people, and through the triggers below, e-mails, phones and addresses) recompute it.
--   - Bulk writers (person.bulk = 'on': the import) leave it NULL; people_json builds a NULL one on the fly,
--     so it is never stale, only slower until the person is written again or refreshed (refresh_person_docs).
ALTER TABLE people ADD COLUMN doc text;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION person_doc(p people) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row_to_json(r)::text FROM (SELECT p.id, p.first_name, p.last_name, p.national_id, coalesce(p.roles, '{}') AS roles, p.user_id,
    to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
    to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
    (SELECT ('[' || coalesce(string_agg(row_to_json((SELECT x FROM (SELECT e.id, e.value) x))::text, ',' ORDER BY e.id), '') || ']')::json
      FROM person_emails e WHERE e.person_id = p.id) AS emails,
    (SELECT ('[' || coalesce(string_agg(row_to_json((SELECT x FROM (SELECT h.id, h.value, h.is_primary) x))::text, ',' ORDER BY h.is_primary DESC, h.id), '') || ']')::json
      FROM person_phones h WHERE h.person_id = p.id) AS phones,
    (SELECT ('[' || coalesce(string_agg(row_to_json((SELECT x FROM (SELECT a.id, a.street, a.city, a.zip, a.country) x))::text, ',' ORDER BY a.id), '') || ']')::json
      FROM person_addresses a WHERE a.person_id = p.id) AS addresses) r
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION people_doc_before() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.doc := CASE WHEN person_bulk() THEN NULL ELSE person_doc(NEW) END;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER people_doc_before BEFORE INSERT OR UPDATE ON people
  FOR EACH ROW EXECUTE FUNCTION people_doc_before();
--> statement-breakpoint
-- E-mails and phones already update their people (people.search), which recomputes doc; addresses do it here.
CREATE OR REPLACE FUNCTION person_addresses_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT person_bulk() THEN
    IF TG_OP = 'INSERT' THEN
      UPDATE people p SET doc = NULL WHERE p.id IN (SELECT person_id FROM new_rows);
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE people p SET doc = NULL WHERE p.id IN (SELECT person_id FROM old_rows);
    ELSE
      UPDATE people p SET doc = NULL WHERE p.id IN (SELECT person_id FROM new_rows UNION SELECT person_id FROM old_rows);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER person_addresses_doc_insert AFTER INSERT ON person_addresses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_addresses_doc();
--> statement-breakpoint
CREATE TRIGGER person_addresses_doc_delete AFTER DELETE ON person_addresses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_addresses_doc();
--> statement-breakpoint
CREATE TRIGGER person_addresses_doc_update AFTER UPDATE ON person_addresses REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_addresses_doc();
--> statement-breakpoint
-- Writes the docs bulk writers left NULL (the row trigger computes them), for the given people or all.
CREATE OR REPLACE FUNCTION refresh_person_docs(ids integer[] DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('person.bulk', 'off', true);
  UPDATE people p SET doc = NULL WHERE p.doc IS NULL AND (ids IS NULL OR p.id = ANY(ids));
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION people_json(ids integer[]) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  result text;
BEGIN
  SELECT '[' || coalesce(string_agg(coalesce(p.doc, person_doc(p)), ',' ORDER BY o.ord), '') || ']'
  INTO result
  FROM unnest(ids) WITH ORDINALITY AS o(id, ord)
  JOIN people p ON p.id = o.id;
  RETURN result;
END
$$;
--> statement-breakpoint
UPDATE people SET doc = NULL;
