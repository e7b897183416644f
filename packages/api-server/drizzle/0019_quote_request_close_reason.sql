ALTER TABLE "quote_requests" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "closed_at" timestamp with time zone;