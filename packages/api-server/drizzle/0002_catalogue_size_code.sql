ALTER TABLE "catalogue_sizes" ADD COLUMN "code" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_sizes_code_idx" ON "catalogue_sizes" USING btree ("code");