CREATE TABLE "artwork_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"content_type" text NOT NULL,
	"original_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width_px" integer,
	"height_px" integer,
	"width_mm" double precision,
	"height_mm" double precision,
	"page_count" integer,
	"sanitized" boolean DEFAULT false NOT NULL,
	"variants" text[] NOT NULL,
	"storage_prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artwork_files_size_positive" CHECK ("artwork_files"."byte_size" > 0)
);
--> statement-breakpoint
ALTER TABLE "artwork_files" ADD CONSTRAINT "artwork_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artwork_files_user_idx" ON "artwork_files" USING btree ("user_id");