CREATE TABLE "user_producers" (
	"user_id" integer NOT NULL,
	"producer_id" integer NOT NULL,
	CONSTRAINT "user_producers_user_id_producer_id_pk" PRIMARY KEY("user_id","producer_id")
);
--> statement-breakpoint
ALTER TABLE "user_producers" ADD CONSTRAINT "user_producers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_producers" ADD CONSTRAINT "user_producers_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_producers_producer_id_idx" ON "user_producers" USING btree ("producer_id");