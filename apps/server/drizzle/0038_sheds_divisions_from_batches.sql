-- Sheds written in bulk (the demo, simulated farms) before they were given divisions in the register:
-- the divisions their batches were housed in, each holding the most it ever housed (rounded up to the
-- hundred, with 5 % to spare), the sum as the shed's capacity, and the batches' divisions linked to them.
INSERT INTO "shed_divisions" ("company_id", "shed_id", "identification", "capacity")
SELECT b."company_id", b."shed_id", bd."identification", (ceil(max(greatest(bd."current_lodge", b."initial_lodged"::numeric / n.boxes)) * 1.05 / 100) * 100)::int
FROM "batches" b
JOIN "batch_divisions" bd ON bd."batch_id" = b."id"
JOIN (SELECT "batch_id", count(*) AS boxes FROM "batch_divisions" GROUP BY "batch_id") n ON n."batch_id" = b."id"
WHERE NOT EXISTS (SELECT 1 FROM "shed_divisions" sd WHERE sd."shed_id" = b."shed_id" AND sd."archived_at" IS NULL)
GROUP BY b."company_id", b."shed_id", bd."identification"
HAVING max(greatest(bd."current_lodge", b."initial_lodged"::numeric / n.boxes)) > 0;
--> statement-breakpoint
UPDATE "sheds" SET "capacity" = (SELECT sum(sd."capacity") FROM "shed_divisions" sd WHERE sd."shed_id" = "sheds"."id" AND sd."archived_at" IS NULL)
WHERE "capacity" IS NULL AND EXISTS (SELECT 1 FROM "shed_divisions" sd WHERE sd."shed_id" = "sheds"."id" AND sd."archived_at" IS NULL);
--> statement-breakpoint
UPDATE "batch_divisions" bd SET "shed_division_id" = sd."id"
FROM "batches" b, "shed_divisions" sd
WHERE bd."batch_id" = b."id" AND sd."shed_id" = b."shed_id" AND sd."identification" = bd."identification" AND sd."archived_at" IS NULL AND bd."shed_division_id" IS NULL;
