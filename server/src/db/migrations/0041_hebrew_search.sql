-- The Hebrew normal form of searched text (issue 26), the exact mirror of normalizeHebrew in src/lib/hebrewSearch.ts:
-- final letters as regular ones, every geresh and gershayim variant as ' and ", Hebrew presentation forms as their
-- letter, points and cantillation marks (U+0591-U+05C7 without maqaf, paseq, sof pasuq, nun hafukha) dropped, then
-- lower case. translate() drops the characters past the end of its second string. Most text has none of the rare
-- characters (points, presentation forms, quote variants), and translate() costs by the length of its first string
-- (13 us a name against all of them, 1-2 us against the final letters only), so the rare ones are looked for first.
-- An SQL function the planner inlines: an index on hebrew_fold(column) answers `hebrew_fold(column) like '%word%'`.
CREATE OR REPLACE FUNCTION hebrew_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(CASE WHEN $1 ~ U&'[\0591-\05C7\05F3\05F4\2018\2019\201C\201D\0130\FB1D-\FB4F`]'
    THEN translate($1,
      U&'\05DA\05DD\05DF\05E3\05E5\05F3`\2018\2019\05F4\201C\201D\0130\FB1D\FB1F\FB2A\FB2B\FB2C\FB2D\FB2E\FB2F\FB30\FB31\FB32\FB33\FB34\FB35\FB36\FB38\FB39\FB3A\FB3B\FB3C\FB3E\FB40\FB41\FB43\FB44\FB46\FB47\FB48\FB49\FB4A\FB4B\FB4C\FB4D\FB4E\0591\0592\0593\0594\0595\0596\0597\0598\0599\059A\059B\059C\059D\059E\059F\05A0\05A1\05A2\05A3\05A4\05A5\05A6\05A7\05A8\05A9\05AA\05AB\05AC\05AD\05AE\05AF\05B0\05B1\05B2\05B3\05B4\05B5\05B6\05B7\05B8\05B9\05BA\05BB\05BC\05BD\05BF\05C1\05C2\05C4\05C5\05C7',
      U&'\05DB\05DE\05E0\05E4\05E6''''''''"""i\05D9\05F2\05E9\05E9\05E9\05E9\05D0\05D0\05D0\05D1\05D2\05D3\05D4\05D5\05D6\05D8\05D9\05DB\05DB\05DC\05DE\05E0\05E1\05E4\05E4\05E6\05E7\05E8\05E9\05EA\05D5\05D1\05DB\05E4')
    ELSE translate($1, U&'\05DA\05DD\05DF\05E3\05E5', U&'\05DB\05DE\05E0\05E4\05E6')
  END)
$$;
--> statement-breakpoint
-- people.search in the normal form (its triggers and the import call this function).
CREATE OR REPLACE FUNCTION person_search_text(first_name text, last_name text, national_id text, emails text[], phone_digits text[])
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT hebrew_fold(concat_ws(' ', nullif(first_name, ''), nullif(last_name, ''), national_id,
    nullif(array_to_string(emails, ' '), ''), nullif(array_to_string(phone_digits, ' '), '')))
$$;
--> statement-breakpoint
UPDATE people SET search = person_search_doc(id, first_name, last_name, national_id)
  WHERE search IS DISTINCT FROM person_search_doc(id, first_name, last_name, national_id);
--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_sku_trgm_idx";--> statement-breakpoint
DROP INDEX "products_isbn_trgm_idx";--> statement-breakpoint
DROP INDEX "products_publisher_trgm_idx";--> statement-breakpoint
-- The products' search document (CrudEntity.searchDocument): the searched columns in the normal form, kept by the
-- database. Its trigram index answers every word of a search; the rows it finds are checked on the stored text, not
-- folded again (each fold costs a few microseconds: 30,000 candidate rows of a common word took 400 ms that way).
ALTER TABLE "products" ADD COLUMN "search" text GENERATED ALWAYS AS (
  hebrew_fold(coalesce("name", '') || ' ' || coalesce("sku", '') || ' ' || coalesce("isbn", '') || ' ' || coalesce("publisher", ''))) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search" gin_trgm_ops);
--> statement-breakpoint
-- people.search back to the default statistics target (migration 0009 set 10). With the small target the planner
-- guessed a word's matches from its length alone and walked the whole table in id order for a word nobody has or
-- a short one (72 and 85 ms among 100,000 people on PostgreSQL); with the default one it asks the index (0.1 ms).
ALTER TABLE people ALTER COLUMN search SET STATISTICS -1;
--> statement-breakpoint
ANALYZE people;
