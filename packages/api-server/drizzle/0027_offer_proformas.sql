ALTER TABLE "invoices" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "offer_id" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_offer_idx" ON "invoices" USING btree ("offer_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_one_subject" CHECK (("invoices"."order_id" IS NULL) <> ("invoices"."offer_id" IS NULL));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_offer_only_proforma" CHECK ("invoices"."offer_id" IS NULL OR "invoices"."kind" = 'proforma');