ALTER TABLE "tracking_events" ADD COLUMN "region" text;--> statement-breakpoint
CREATE INDEX "tracking_events_event_created" ON "tracking_events" USING btree ("event","created_at");