-- people.search is searched only with '%term%' patterns. With the full statistics target PostgreSQL matched each
-- pattern against a 100-entry histogram of these long, unique texts while planning (about 0.15 ms of every
-- search) and, for a common name, overestimated how many rows its index would find and scanned the whole table
-- in id order instead ('כהן' among 100,000 people: 57 ms, with the index 5 ms). A small target leaves it the
-- estimate by the pattern's own length, which suits substring search.
ALTER TABLE people ALTER COLUMN search SET STATISTICS 10;
--> statement-breakpoint
ANALYZE people;
