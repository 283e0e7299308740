-- The slaughter-weight forecast's settings and band were chosen again on measured flocks: open batches
-- with a planned slaughter day take the new forecast of that day, and its band, at their next rebuild.
INSERT INTO "stale_rows" ("company_id", "shed_id", "batch_id")
SELECT "company_id", "shed_id", "id" FROM "batches" WHERE "closing_date" IS NULL AND "target_age" IS NOT NULL;
