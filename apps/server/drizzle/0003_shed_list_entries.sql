CREATE TABLE "shed_list_entries" (
	"shed_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"production_type_external_id" smallint NOT NULL,
	"identification" text NOT NULL,
	"name" text NOT NULL,
	"core" text NOT NULL,
	"property_id" integer NOT NULL,
	"property_name" text NOT NULL,
	"property_owner" text NOT NULL,
	"producer_name" text NOT NULL,
	"batch_id" integer,
	"lineage" text,
	"sex_external_id" smallint,
	"age_at_lodging" integer,
	"opening_date" timestamp with time zone,
	"closing_date" timestamp with time zone,
	"stage" text NOT NULL,
	"priority" smallint,
	"target_weight" real,
	"target_date" date,
	"weight" real,
	"variation_coef" real,
	"performance" real,
	"available" real,
	"ration_type_id" integer,
	"ration_phase" text,
	"silo_status" smallint NOT NULL,
	"enthalpy" smallint NOT NULL,
	"silos" integer[] NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shed_list_entries" ADD CONSTRAINT "shed_list_entries_shed_id_sheds_id_fk" FOREIGN KEY ("shed_id") REFERENCES "public"."sheds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shed_list_entries" ADD CONSTRAINT "shed_list_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shed_list_entries_company_id_production_type_idx" ON "shed_list_entries" USING btree ("company_id","production_type_external_id");--> statement-breakpoint
-- Rows for the sheds that exist already; from here on every write refreshes the sheds it touches.
INSERT INTO "shed_list_entries"
SELECT s.id, s.company_id, s.production_type_external_id, s.identification, s.name, s.core,
       p.id, p.name, p.owner_name, pr.name,
       b.id, b.lineage, b.sex_external_id, b.age_at_lodging, b.opening_date, b.closing_date,
       CASE WHEN b.id IS NOT NULL AND b.closing_date IS NULL THEN b.stage ELSE 'empty_batch' END,
       b.priority, b.target_weight, b.target_date,
       bs.weight, bs.variation_coef, bs.performance, bs.available, rt.id, rt.phase,
       coalesce(bs.silo_status, 0), coalesce(bs.enthalpy, -1),
       array(SELECT si.id FROM silos si WHERE si.shed_id = s.id ORDER BY si.id),
       lower(translate(concat_ws(chr(31), s.name, s.identification, pr.name, p.name, s.core), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'))
FROM sheds s
JOIN properties p ON p.id = s.property_id
JOIN producers pr ON pr.id = p.producer_id
LEFT JOIN LATERAL (
  SELECT * FROM batches WHERE batches.shed_id = s.id
  ORDER BY (closing_date IS NOT NULL), opening_date DESC NULLS LAST, id DESC NULLS LAST LIMIT 1
) b ON true
LEFT JOIN batch_summaries bs ON bs.batch_id = b.id
LEFT JOIN ration_types rt ON rt.id = bs.ration_type_id;
