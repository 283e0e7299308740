-- Every change to a shed's list row is sent on the channel plantel_shed_list with its company's id,
-- delivered as the change commits: each server copy drops the shed-list answers it keeps for that
-- company (repositories/shed-list-answers.ts). Notices of one transaction with the same company are
-- delivered once.
CREATE FUNCTION "shed_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('plantel_shed_list', (CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "shed_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "shed_list_entries"
FOR EACH ROW EXECUTE FUNCTION "shed_list_changed"();
--> statement-breakpoint
-- Also while a bulk load skips the foreign-key triggers (session_replication_role = replica, FarmWriter).
ALTER TABLE "shed_list_entries" ENABLE ALWAYS TRIGGER "shed_list_changed";
