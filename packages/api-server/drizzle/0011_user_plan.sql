ALTER TABLE "users" ADD COLUMN "plan_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_since" timestamp with time zone;