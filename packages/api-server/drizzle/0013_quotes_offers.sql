CREATE TABLE "instant_quotes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instant_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"region" text NOT NULL,
	"currency" char(3) NOT NULL,
	"variant_id" integer NOT NULL,
	"custom_size" jsonb,
	"quantity" integer NOT NULL,
	"unit_net" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instant_quotes_quantity_positive" CHECK ("instant_quotes"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "offer_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offer_id" bigint NOT NULL,
	"variant_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"custom_size" jsonb,
	"quantity" integer NOT NULL,
	"unit_net" bigint NOT NULL,
	"price_source" text NOT NULL,
	"price_set_by_id" bigint,
	"price_set_at" timestamp with time zone,
	"line_item_id" bigint,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_lines_quantity_positive" CHECK ("offer_lines"."quantity" > 0),
	CONSTRAINT "offer_lines_unit_net_positive" CHECK ("offer_lines"."unit_net" > 0),
	CONSTRAINT "offer_lines_manager_price_signed" CHECK ("offer_lines"."price_source" <> 'manager' OR ("offer_lines"."price_set_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"user_id" bigint NOT NULL,
	"manager_id" bigint,
	"quote_request_id" bigint,
	"instant_quote_id" bigint,
	"state" text DEFAULT 'sent' NOT NULL,
	"region" text NOT NULL,
	"currency" char(3) NOT NULL,
	"locale" text NOT NULL,
	"email" text NOT NULL,
	"ship_net" bigint DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"note" text,
	"order_id" bigint,
	"viewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_ship_net_valid" CHECK ("offers"."ship_net" >= 0),
	CONSTRAINT "offers_accepted_has_order" CHECK (("offers"."state" = 'accepted') = ("offers"."accepted_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"user_id" bigint NOT NULL,
	"mode" smallint NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"region" text NOT NULL,
	"currency" char(3) NOT NULL,
	"locale" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"company_name" text,
	"phone" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deadline" text,
	"description" text,
	"attachment_ids" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_mode_valid" CHECK ("quote_requests"."mode" IN (0, 1))
);
--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "fixed_unit_net" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fixed_ship_net" bigint;--> statement-breakpoint
ALTER TABLE "instant_quotes" ADD CONSTRAINT "instant_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instant_quotes" ADD CONSTRAINT "instant_quotes_variant_id_catalogue_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalogue_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_variant_id_catalogue_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalogue_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_price_set_by_id_users_id_fk" FOREIGN KEY ("price_set_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_instant_quote_id_instant_quotes_id_fk" FOREIGN KEY ("instant_quote_id") REFERENCES "public"."instant_quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instant_quotes_user_idx" ON "instant_quotes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "offer_lines_offer_idx" ON "offer_lines" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_token_key" ON "offers" USING btree ("token");--> statement-breakpoint
CREATE INDEX "offers_user_idx" ON "offers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "offers_quote_request_idx" ON "offers" USING btree ("quote_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_number_key" ON "quote_requests" USING btree ("number");--> statement-breakpoint
CREATE INDEX "quote_requests_user_idx" ON "quote_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status","id");