CREATE TABLE "health_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "health_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"routes" jsonb NOT NULL,
	"active_ingredients" jsonb NOT NULL,
	"poultry_meat_days" integer,
	"poultry_egg_days" integer,
	"swine_meat_days" integer,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "health_products_kind_check" CHECK ("health_products"."kind" IN ('antimicrobial', 'antiparasitic', 'vaccine', 'other')),
	CONSTRAINT "health_products_species_check" CHECK ("health_products"."poultry_meat_days" IS NOT NULL OR "health_products"."swine_meat_days" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "health_samples" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "health_samples_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"kind" text NOT NULL,
	"taken_on" date NOT NULL,
	"division_ids" jsonb NOT NULL,
	"laboratory" text NOT NULL,
	"sample_id" text NOT NULL,
	"outcome" text,
	"serovar" text,
	"result_on" date,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_samples_result_check" CHECK (("health_samples"."outcome" IS NULL) = ("health_samples"."result_on" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "health_treatments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "health_treatments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"division_ids" jsonb NOT NULL,
	"route" text NOT NULL,
	"dose" real NOT NULL,
	"dose_unit" text NOT NULL,
	"quantity" real,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"prescriber_name" text NOT NULL,
	"prescriber_registration" text NOT NULL,
	"reason" text NOT NULL,
	"animals" integer NOT NULL,
	"meat_days" integer NOT NULL,
	"egg_days" integer,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_treatments_period_check" CHECK ("health_treatments"."ended_at" >= "health_treatments"."started_at")
);
--> statement-breakpoint
CREATE TABLE "health_vaccinations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "health_vaccinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"division_ids" jsonb NOT NULL,
	"route" text NOT NULL,
	"given_on" date NOT NULL,
	"place" text NOT NULL,
	"vaccine_batch" text NOT NULL,
	"animals" integer NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_products" ADD CONSTRAINT "health_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_samples" ADD CONSTRAINT "health_samples_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_samples" ADD CONSTRAINT "health_samples_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_treatments" ADD CONSTRAINT "health_treatments_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_treatments" ADD CONSTRAINT "health_treatments_product_id_health_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."health_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_treatments" ADD CONSTRAINT "health_treatments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_vaccinations" ADD CONSTRAINT "health_vaccinations_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_vaccinations" ADD CONSTRAINT "health_vaccinations_product_id_health_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."health_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_vaccinations" ADD CONSTRAINT "health_vaccinations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "health_products_company_name_key" ON "health_products" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "health_samples_batch_id_idx" ON "health_samples" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "health_treatments_batch_id_idx" ON "health_treatments" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "health_vaccinations_batch_id_idx" ON "health_vaccinations" USING btree ("batch_id");