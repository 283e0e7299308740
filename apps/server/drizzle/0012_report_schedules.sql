CREATE TABLE "report_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule_id" integer NOT NULL,
	"period" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"batches" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"shed_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"modules" text[] DEFAULT '{}'::text[] NOT NULL,
	"weekday" smallint NOT NULL,
	"hour" smallint NOT NULL,
	"language" text NOT NULL,
	"email" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_weekday_check" CHECK ("report_schedules"."weekday" between 0 and 6),
	CONSTRAINT "report_schedules_hour_check" CHECK ("report_schedules"."hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_schedule_id_report_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."report_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_deliveries_schedule_id_period_key" ON "report_deliveries" USING btree ("schedule_id","period");--> statement-breakpoint
CREATE INDEX "report_schedules_company_id_idx" ON "report_schedules" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "report_schedules_owner_id_idx" ON "report_schedules" USING btree ("owner_id");