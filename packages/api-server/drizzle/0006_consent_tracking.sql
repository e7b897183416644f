CREATE TABLE "consent_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"displayed_text" text NOT NULL,
	"email" text,
	"region" text NOT NULL,
	"locale" text NOT NULL,
	"location" text NOT NULL,
	"consent_id" text NOT NULL,
	"policy_version" integer NOT NULL,
	"acceptance_method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_email_lower_case" CHECK ("consent_records"."email" IS NULL OR "consent_records"."email" = lower("consent_records"."email"))
);
--> statement-breakpoint
CREATE TABLE "segment_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"event" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"session_id" uuid,
	"client_timestamp" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_sessions" ADD CONSTRAINT "segment_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_session_id_segment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."segment_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_user_name" ON "consent_records" USING btree ("user_id","name","id");--> statement-breakpoint
CREATE INDEX "consent_records_email_name" ON "consent_records" USING btree ("email","name","id");--> statement-breakpoint
CREATE INDEX "tracking_events_user_kind" ON "tracking_events" USING btree ("user_id","kind","id");