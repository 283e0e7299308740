ALTER TABLE "shed_list_entries" ADD COLUMN "ambience_alert_rank" smallint;--> statement-breakpoint
ALTER TABLE "shed_list_entries" ADD COLUMN "sanity_alert_rank" smallint;--> statement-breakpoint
ALTER TABLE "shed_list_entries" ADD COLUMN "performance_alert_rank" smallint;--> statement-breakpoint
ALTER TABLE "shed_list_entries" ADD COLUMN "nutrition_alert_rank" smallint;--> statement-breakpoint
-- A shed's list row keeps its most urgent alert not yet resolved of each type, as a rank (0 critical,
-- 1 warning, 2 info): worked out again for the shed of an alert whenever one is raised, changes type,
-- severity, state or shed, or is deleted.
CREATE FUNCTION "shed_list_alert_ranks"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shed integer;
BEGIN
  FOREACH shed IN ARRAY array_remove(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.shed_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.shed_id END
  ], NULL) LOOP
    UPDATE "shed_list_entries" AS e
    SET "ambience_alert_rank" = r.ambience, "sanity_alert_rank" = r.sanity, "performance_alert_rank" = r.performance, "nutrition_alert_rank" = r.nutrition
    FROM (
      SELECT
        min(CASE a.severity WHEN 'critical' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END) FILTER (WHERE a.type = 'Ambiência') AS ambience,
        min(CASE a.severity WHEN 'critical' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END) FILTER (WHERE a.type = 'Sanidade') AS sanity,
        min(CASE a.severity WHEN 'critical' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END) FILTER (WHERE a.type = 'Desempenho') AS performance,
        min(CASE a.severity WHEN 'critical' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END) FILTER (WHERE a.type = 'Nutrição') AS nutrition
      FROM "alerts" AS a
      WHERE a.shed_id = shed AND a.state <> 'resolved'
    ) AS r
    WHERE e.shed_id = shed;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "shed_list_alert_ranks_on_insert_or_delete" AFTER INSERT OR DELETE ON "alerts"
FOR EACH ROW EXECUTE FUNCTION "shed_list_alert_ranks"();
--> statement-breakpoint
CREATE TRIGGER "shed_list_alert_ranks_on_update" AFTER UPDATE ON "alerts"
FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.severity IS DISTINCT FROM NEW.severity OR OLD.type IS DISTINCT FROM NEW.type OR OLD.shed_id IS DISTINCT FROM NEW.shed_id)
EXECUTE FUNCTION "shed_list_alert_ranks"();
--> statement-breakpoint
-- Also while a bulk load skips the foreign-key triggers (session_replication_role = replica, FarmWriter).
ALTER TABLE "alerts" ENABLE ALWAYS TRIGGER "shed_list_alert_ranks_on_insert_or_delete";
--> statement-breakpoint
ALTER TABLE "alerts" ENABLE ALWAYS TRIGGER "shed_list_alert_ranks_on_update";
--> statement-breakpoint
-- The rows that exist take their ranks as a refresh works them out.
UPDATE "shed_list_entries" AS e
SET "ambience_alert_rank" = r.ambience, "sanity_alert_rank" = r.sanity, "performance_alert_rank" = r.performance, "nutrition_alert_rank" = r.nutrition
FROM (
  SELECT a.shed_id,
    min(CASE a.severity WHEN 'critical' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END) FILTER (WHERE a.type = 'Ambiência') AS ambience,
    min(CASE a.severity WHEN 'critical' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END) FILTER (WHERE a.type = 'Sanidade') AS sanity,
    min(CASE a.severity WHEN 'critical' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END) FILTER (WHERE a.type = 'Desempenho') AS performance,
    min(CASE a.severity WHEN 'critical' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END) FILTER (WHERE a.type = 'Nutrição') AS nutrition
  FROM "alerts" AS a
  WHERE a.state <> 'resolved'
  GROUP BY a.shed_id
) AS r
WHERE e.shed_id = r.shed_id;
