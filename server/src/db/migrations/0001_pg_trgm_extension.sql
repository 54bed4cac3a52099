-- Trigram indexes (substring search of people) need pg_trgm; PGlite loads it in server/src/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
