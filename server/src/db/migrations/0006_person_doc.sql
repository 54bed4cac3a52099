-- person_docs: each person as the API answers it (the JSON of GET /person/{id}), kept by the database, so a list
-- page is 100 stored texts joined instead of a join over four tables turned into JSON per request. A table of its
-- own, so the people heap stays narrow for search, and refreshing a doc never writes a people row.
-- Not in the drizzle schema on purpose: only these triggers write it and only people_json reads it.
--   - Row writes to people, and through their triggers to e-mails, phones and addresses, rewrite the doc.
--   - Bulk writers (person.bulk = 'on': the import) drop the docs they touch; people_json builds a missing one on
--     the fly, so a doc is never stale, only slower until refresh_person_docs() or the person's next write.
CREATE TABLE person_docs (
  person_id integer PRIMARY KEY REFERENCES people(id) ON DELETE CASCADE,
  doc text NOT NULL
);
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
-- Rewrites (or, in bulk mode, drops) the docs of the given people.
CREATE OR REPLACE FUNCTION write_person_docs(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF person_bulk() THEN
    DELETE FROM person_docs d WHERE d.person_id = ANY(ids);
  ELSE
    INSERT INTO person_docs (person_id, doc) SELECT p.id, person_doc(p) FROM people p WHERE p.id = ANY(ids)
      ON CONFLICT (person_id) DO UPDATE SET doc = excluded.doc;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION people_docs_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM write_person_docs(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER people_docs_insert AFTER INSERT ON people REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION people_docs_written();
--> statement-breakpoint
CREATE TRIGGER people_docs_update AFTER UPDATE ON people REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION people_docs_written();
--> statement-breakpoint
-- E-mails and phones update their people (people.search) outside bulk mode, which rewrites the doc; their triggers
-- below pass 'bulk only'. Addresses update no person, so theirs always write.
CREATE OR REPLACE FUNCTION person_contacts_docs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'bulk only' AND NOT person_bulk() THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM write_person_docs(ARRAY(SELECT DISTINCT person_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM write_person_docs(ARRAY(SELECT DISTINCT person_id FROM old_rows));
  ELSE
    PERFORM write_person_docs(ARRAY(SELECT person_id FROM new_rows UNION SELECT person_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER person_addresses_docs_insert AFTER INSERT ON person_addresses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_contacts_docs();
--> statement-breakpoint
CREATE TRIGGER person_addresses_docs_delete AFTER DELETE ON person_addresses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_contacts_docs();
--> statement-breakpoint
CREATE TRIGGER person_addresses_docs_update AFTER UPDATE ON person_addresses REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_contacts_docs();
--> statement-breakpoint
CREATE TRIGGER person_emails_docs_insert AFTER INSERT ON person_emails REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_contacts_docs('bulk only');
--> statement-breakpoint
CREATE TRIGGER person_emails_docs_delete AFTER DELETE ON person_emails REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_contacts_docs('bulk only');
--> statement-breakpoint
CREATE TRIGGER person_emails_docs_update AFTER UPDATE ON person_emails REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_contacts_docs('bulk only');
--> statement-breakpoint
CREATE TRIGGER person_phones_docs_insert AFTER INSERT ON person_phones REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_contacts_docs('bulk only');
--> statement-breakpoint
CREATE TRIGGER person_phones_docs_delete AFTER DELETE ON person_phones REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_contacts_docs('bulk only');
--> statement-breakpoint
CREATE TRIGGER person_phones_docs_update AFTER UPDATE ON person_phones REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION person_contacts_docs('bulk only');
--> statement-breakpoint
-- Writes the docs bulk writers left out, for the given people or all (outside bulk mode).
CREATE OR REPLACE FUNCTION refresh_person_docs(ids integer[] DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO person_docs (person_id, doc)
    SELECT p.id, person_doc(p) FROM people p
    WHERE (ids IS NULL OR p.id = ANY(ids)) AND NOT EXISTS (SELECT 1 FROM person_docs d WHERE d.person_id = p.id)
    ON CONFLICT (person_id) DO UPDATE SET doc = excluded.doc;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION people_json(ids integer[]) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  result text;
BEGIN
  SELECT '[' || coalesce(string_agg(coalesce(d.doc, (SELECT person_doc(p) FROM people p WHERE p.id = o.id)), ',' ORDER BY o.ord), '') || ']'
  INTO result
  FROM unnest(ids) WITH ORDINALITY AS o(id, ord)
  LEFT JOIN person_docs d ON d.person_id = o.id;
  RETURN result;
END
$$;
--> statement-breakpoint
SELECT refresh_person_docs();
