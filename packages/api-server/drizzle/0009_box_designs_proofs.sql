CREATE TABLE "box_designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"product_sku" text NOT NULL,
	"variant_id" integer NOT NULL,
	"variant_sku" text NOT NULL,
	"length_mm" double precision NOT NULL,
	"width_mm" double precision NOT NULL,
	"height_mm" double precision NOT NULL,
	"custom_size" boolean DEFAULT false NOT NULL,
	"board_thickness_mm" double precision NOT NULL,
	"dieline_style" text NOT NULL,
	"bleed_mm" double precision NOT NULL,
	"safe_area_mm" double precision NOT NULL,
	"document" jsonb NOT NULL,
	"schema_version" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"thumbnail_file_id" uuid,
	"share_token" text,
	"claim_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_designs_version_positive" CHECK ("box_designs"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "design_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" bigint NOT NULL,
	"line_item_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"box_design_id" uuid NOT NULL,
	"design_version" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_reason" text,
	"email" text,
	"low_resolution" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "print_spec" jsonb;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "design_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "box_designs" ADD CONSTRAINT "box_designs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_designs" ADD CONSTRAINT "box_designs_thumbnail_file_id_artwork_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."artwork_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_proofs" ADD CONSTRAINT "design_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_designs_user_idx" ON "box_designs" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "box_designs_share_token_key" ON "box_designs" USING btree ("share_token");--> statement-breakpoint
CREATE UNIQUE INDEX "design_proofs_line_key" ON "design_proofs" USING btree ("line_item_id");--> statement-breakpoint
CREATE INDEX "design_proofs_order_idx" ON "design_proofs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "design_proofs_user_idx" ON "design_proofs" USING btree ("user_id");--> statement-breakpoint
-- Print data for catalogues seeded before the column existed (the same values as PRINT_SPECS in src/seed/data/sizes.ts).
UPDATE "catalogue_products" SET "print_spec" = CASE "box_style"
  WHEN 'mailer' THEN '{"dielineStyle":"fefco-0427","board":"corrugated","bleedMm":5,"safeAreaMm":5}'::jsonb
  WHEN 'sleeved-mailer' THEN '{"dielineStyle":"fefco-0427","board":"corrugated","bleedMm":5,"safeAreaMm":5}'::jsonb
  WHEN 'shipping' THEN '{"dielineStyle":"fefco-0201","board":"corrugated","bleedMm":5,"safeAreaMm":5}'::jsonb
  WHEN 'folding-carton' THEN '{"dielineStyle":"reverse-tuck-end","board":"folding-carton","bleedMm":3,"safeAreaMm":3}'::jsonb
  WHEN 'wine' THEN '{"dielineStyle":"reverse-tuck-end","board":"corrugated","bleedMm":5,"safeAreaMm":5}'::jsonb
  WHEN 'two-piece' THEN '{"dielineStyle":"two-piece","board":"rigid","bleedMm":5,"safeAreaMm":5}'::jsonb
  END
WHERE "print_spec" IS NULL AND "editor_assets" IS NOT NULL AND "box_style" <> 'sample-pack';
