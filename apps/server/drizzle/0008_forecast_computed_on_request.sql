DROP TABLE "pcp_projections" CASCADE;--> statement-breakpoint
DROP TABLE "slaughter_projections" CASCADE;