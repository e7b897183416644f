CREATE TABLE "adjustments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"source" text NOT NULL,
	"promotion_id" bigint,
	"label" text NOT NULL,
	"amount" bigint NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status_code" integer,
	"response_body" text,
	"content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "line_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"kind" text DEFAULT 'product' NOT NULL,
	"variant_id" integer,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"box_design_id" text,
	"quantity" integer NOT NULL,
	"parent_id" bigint,
	"bundle_id" bigint,
	"express_delivery_option_id" integer,
	"options" jsonb,
	"unit_net" bigint DEFAULT 0 NOT NULL,
	"item_net" bigint DEFAULT 0 NOT NULL,
	"express_net" bigint DEFAULT 0 NOT NULL,
	"promo_net" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_items_quantity_positive" CHECK ("line_items"."quantity" > 0),
	CONSTRAINT "line_items_amounts_add_up" CHECK ("line_items"."net" = "line_items"."item_net" + "line_items"."express_net" + "line_items"."promo_net" AND "line_items"."gross" = "line_items"."net" + "line_items"."tax"),
	CONSTRAINT "line_items_tax_rate_valid" CHECK ("line_items"."tax_rate_bp" >= 0 AND "line_items"."tax_rate_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "order_bundles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_bundles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"catalogue_bundle_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_bundles_quantity_positive" CHECK ("order_bundles"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_consents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"displayed_text" text NOT NULL,
	"acceptance_method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_promotions" (
	"order_id" bigint NOT NULL,
	"promotion_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_promotions_order_id_promotion_id_pk" PRIMARY KEY("order_id","promotion_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"user_id" bigint NOT NULL,
	"token" text NOT NULL,
	"currency" char(3) NOT NULL,
	"region" text NOT NULL,
	"state" text DEFAULT 'cart' NOT NULL,
	"payment_state" text,
	"payment_method" text,
	"payment_source" jsonb,
	"reject_payment_schedule" boolean DEFAULT false NOT NULL,
	"item_total" bigint DEFAULT 0 NOT NULL,
	"ship_total" bigint DEFAULT 0 NOT NULL,
	"tax_total" bigint DEFAULT 0 NOT NULL,
	"promo_total" bigint DEFAULT 0 NOT NULL,
	"additional_customs" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL,
	"email" text,
	"bill_address" jsonb,
	"ship_address" jsonb,
	"shipping_method" text,
	"customer_type" text DEFAULT 'b2c' NOT NULL,
	"validated_vat_country_iso" text,
	"tax_reason" text,
	"channel" text DEFAULT 'other' NOT NULL,
	"special_instructions" text,
	"completed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_totals_add_up" CHECK ("orders"."total" = "orders"."item_total" + "orders"."ship_total" + "orders"."tax_total" + "orders"."promo_total" + "orders"."additional_customs"),
	CONSTRAINT "orders_amounts_valid" CHECK ("orders"."item_total" >= 0 AND "orders"."ship_total" >= 0 AND "orders"."promo_total" <= 0 AND "orders"."total" >= 0),
	CONSTRAINT "orders_completed_at" CHECK (("orders"."state" = 'complete') = ("orders"."completed_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "promotion_usages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_usages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"promotion_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" bigint NOT NULL,
	"currency" char(3),
	"minimum_item_total" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_user_limit" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"product_skus" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"stackable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_value_valid" CHECK ("promotions"."value" > 0 AND ("promotions"."kind" = 'fixed' OR "promotions"."value" <= 10000)),
	CONSTRAINT "promotions_fixed_has_currency" CHECK ("promotions"."kind" = 'percentage' OR "promotions"."currency" IS NOT NULL),
	CONSTRAINT "promotions_usage_within_limit" CHECK ("promotions"."usage_limit" IS NULL OR "promotions"."usage_count" <= "promotions"."usage_limit")
);
--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_variant_id_catalogue_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalogue_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_parent_id_line_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_bundle_id_order_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."order_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_express_delivery_option_id_catalogue_express_delivery_options_id_fk" FOREIGN KEY ("express_delivery_option_id") REFERENCES "public"."catalogue_express_delivery_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_bundles" ADD CONSTRAINT "order_bundles_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_bundles" ADD CONSTRAINT "order_bundles_catalogue_bundle_id_catalogue_bundles_id_fk" FOREIGN KEY ("catalogue_bundle_id") REFERENCES "public"."catalogue_bundles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_consents" ADD CONSTRAINT "order_consents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_consents" ADD CONSTRAINT "order_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_usages" ADD CONSTRAINT "promotion_usages_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_usages" ADD CONSTRAINT "promotion_usages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_usages" ADD CONSTRAINT "promotion_usages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjustments_order_idx" ON "adjustments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_scope_key_key" ON "idempotency_keys" USING btree ("scope","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "line_items_order_idx" ON "line_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_bundles_order_idx" ON "order_bundles" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_consents_order_idx" ON "order_consents" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_token_key" ON "orders" USING btree ("token");--> statement-breakpoint
CREATE INDEX "orders_user_state_idx" ON "orders" USING btree ("user_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_usages_promotion_order_key" ON "promotion_usages" USING btree ("promotion_id","order_id");--> statement-breakpoint
CREATE INDEX "promotion_usages_promotion_user_idx" ON "promotion_usages" USING btree ("promotion_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_key" ON "promotions" USING btree ("code");