-- The index reads Markdown as the plain text it shows (decision 025): every row is indexed again by
-- the backfill job (documents.ts, search.backfill), 500 at a time; until it reaches a row, the row
-- keeps the terms it had, so nothing stops being found meanwhile.
INSERT INTO "jobs" ("id", "kind", "payload") VALUES (gen_random_uuid(), 'search.backfill', '{}'::jsonb);
