ALTER TABLE "shed_list_entries" ADD COLUMN "withdrawal_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shed_list_entries" ADD COLUMN "salmonella_warning" text;--> statement-breakpoint
-- The alerts' trigger of migration 0035 also keeps the shed's open Salmonella alert, the most serious
-- first: a positive result, then a sample pending, then none taken.
CREATE OR REPLACE FUNCTION "shed_list_alert_ranks"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shed integer;
BEGIN
  FOREACH shed IN ARRAY array_remove(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.shed_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.shed_id END
  ], NULL) LOOP
    UPDATE "shed_list_entries" AS e
    SET "ambience_alert_rank" = r.ambience, "sanity_alert_rank" = r.sanity, "performance_alert_rank" = r.performance, "nutrition_alert_rank" = r.nutrition,
      "salmonella_warning" = r.salmonella
    FROM (
      SELECT
        min(CASE a.severity WHEN 'critical' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END) FILTER (WHERE a.type = 'Ambiência') AS ambience,
        min(CASE a.severity WHEN 'critical' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END) FILTER (WHERE a.type = 'Sanidade') AS sanity,
        min(CASE a.severity WHEN 'critical' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END) FILTER (WHERE a.type = 'Desempenho') AS performance,
        min(CASE a.severity WHEN 'critical' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END) FILTER (WHERE a.type = 'Nutrição') AS nutrition,
        (array_agg(substr(a.subtype, 12) ORDER BY array_position(ARRAY['salmonella_positive', 'salmonella_pending', 'salmonella_missing'], a.subtype))
          FILTER (WHERE a.subtype IN ('salmonella_positive', 'salmonella_pending', 'salmonella_missing')))[1] AS salmonella
      FROM "alerts" AS a
      WHERE a.shed_id = shed AND a.state <> 'resolved'
    ) AS r
    WHERE e.shed_id = shed;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE "shed_list_entries" AS e
SET "salmonella_warning" = r.salmonella
FROM (
  SELECT a.shed_id,
    (array_agg(substr(a.subtype, 12) ORDER BY array_position(ARRAY['salmonella_positive', 'salmonella_pending', 'salmonella_missing'], a.subtype)))[1] AS salmonella
  FROM "alerts" AS a
  WHERE a.state <> 'resolved' AND a.subtype IN ('salmonella_positive', 'salmonella_pending', 'salmonella_missing')
  GROUP BY a.shed_id
) AS r
WHERE e.shed_id = r.shed_id;
--> statement-breakpoint
UPDATE "shed_list_entries" AS e
SET "withdrawal_ends_at" = w.ends_at
FROM (
  SELECT t.batch_id, max(t.ended_at + t.meat_days * interval '1 day') AS ends_at
  FROM "health_treatments" AS t
  GROUP BY t.batch_id
) AS w
WHERE e.batch_id = w.batch_id;
