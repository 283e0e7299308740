CREATE TABLE "password_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shed_divisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shed_divisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shed_id" integer NOT NULL,
	"identification" text NOT NULL,
	"capacity" integer NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "shed_divisions_capacity_check" CHECK ("shed_divisions"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"label" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sanitary_break_days" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "producers" ADD COLUMN "tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "producers" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "producers" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "producers" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "municipality" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sheds" ADD COLUMN "lineage" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sheds" ADD COLUMN "target_weight" real;--> statement-breakpoint
ALTER TABLE "sheds" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "sheds" ADD COLUMN "floor_area" real;--> statement-breakpoint
ALTER TABLE "sheds" ADD COLUMN "ventilation" text;--> statement-breakpoint
ALTER TABLE "sheds" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batch_divisions" ADD COLUMN "shed_division_id" integer;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "origin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "over_capacity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "silos" ADD COLUMN "density" real;--> statement-breakpoint
ALTER TABLE "silos" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shed_divisions" ADD CONSTRAINT "shed_divisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shed_divisions" ADD CONSTRAINT "shed_divisions_shed_id_sheds_id_fk" FOREIGN KEY ("shed_id") REFERENCES "public"."sheds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_links_token_hash_key" ON "password_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_links_user_id_idx" ON "password_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shed_divisions_shed_id_identification_key" ON "shed_divisions" USING btree ("shed_id","identification") WHERE "shed_divisions"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "audit_log_company_id_at_idx" ON "audit_log" USING btree ("company_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("company_id","entity","entity_id");--> statement-breakpoint
ALTER TABLE "batch_divisions" ADD CONSTRAINT "batch_divisions_shed_division_id_shed_divisions_id_fk" FOREIGN KEY ("shed_division_id") REFERENCES "public"."shed_divisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "producers_company_id_tax_id_key" ON "producers" USING btree ("company_id","tax_id") WHERE "producers"."tax_id" <> '';--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_latitude_check" CHECK ("properties"."latitude" BETWEEN -90 AND 90);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_longitude_check" CHECK ("properties"."longitude" BETWEEN -180 AND 180);--> statement-breakpoint
ALTER TABLE "sheds" ADD CONSTRAINT "sheds_capacity_check" CHECK ("sheds"."capacity" > 0);--> statement-breakpoint
ALTER TABLE "sheds" ADD CONSTRAINT "sheds_floor_area_check" CHECK ("sheds"."floor_area" > 0);--> statement-breakpoint
-- Sheds that existed before the register: their divisions are those their batches housed, each
-- holding an even share of the largest flock the shed took; the shed's capacity is that flock, and
-- its default lineage and target weight are its latest batch's.
WITH divisions AS (
	SELECT DISTINCT b.company_id, b.shed_id, d.identification
	FROM "batch_divisions" d JOIN "batches" b ON b.id = d.batch_id
), largest AS (
	SELECT shed_id, MAX(initial_lodged) AS animals FROM "batches" GROUP BY shed_id
), counted AS (
	SELECT shed_id, COUNT(*) AS n FROM divisions GROUP BY shed_id
)
INSERT INTO "shed_divisions" ("company_id", "shed_id", "identification", "capacity")
SELECT d.company_id, d.shed_id, d.identification, GREATEST(CEIL(COALESCE(l.animals, 0)::numeric / c.n)::int, 1)
FROM divisions d JOIN counted c ON c.shed_id = d.shed_id LEFT JOIN largest l ON l.shed_id = d.shed_id;
--> statement-breakpoint
UPDATE "batch_divisions" d SET "shed_division_id" = sd.id
FROM "batches" b, "shed_divisions" sd
WHERE b.id = d.batch_id AND sd.shed_id = b.shed_id AND sd.identification = d.identification;
--> statement-breakpoint
UPDATE "sheds" s SET
	"capacity" = (SELECT NULLIF(MAX(b.initial_lodged), 0) FROM "batches" b WHERE b.shed_id = s.id),
	"lineage" = COALESCE((SELECT b.lineage FROM "batches" b WHERE b.shed_id = s.id ORDER BY b.opening_date DESC, b.id DESC LIMIT 1), ''),
	"target_weight" = (SELECT b.target_weight FROM "batches" b WHERE b.shed_id = s.id ORDER BY b.opening_date DESC, b.id DESC LIMIT 1);
