CREATE TYPE "public"."catalogue_bundle_role" AS ENUM('primary', 'optional');--> statement-breakpoint
CREATE TYPE "public"."catalogue_emission_scope" AS ENUM('material', 'print_mode', 'transport');--> statement-breakpoint
CREATE TYPE "public"."catalogue_property_role" AS ENUM('configurable', 'descriptive');--> statement-breakpoint
CREATE TYPE "public"."catalogue_product_type" AS ENUM('plain', 'pre-printed', 'custom', 'sample', 'other');--> statement-breakpoint
CREATE TYPE "public"."catalogue_property_type" AS ENUM('material', 'material_color', 'print_coverage', 'embellishment', 'print_mode', 'finish');--> statement-breakpoint
CREATE TYPE "public"."catalogue_relation_kind" AS ENUM('related', 'editor');--> statement-breakpoint
CREATE TYPE "public"."catalogue_status" AS ENUM('published', 'draft', 'archived');--> statement-breakpoint
CREATE TABLE "catalogue_bundle_compatible_variants" (
	"bundle_id" integer NOT NULL,
	"from_variant_id" integer NOT NULL,
	"to_variant_id" integer NOT NULL,
	CONSTRAINT "catalogue_bundle_compatible_variants_bundle_id_from_variant_id_to_variant_id_pk" PRIMARY KEY("bundle_id","from_variant_id","to_variant_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_bundle_products" (
	"bundle_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"role" "catalogue_bundle_role" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_bundle_products_bundle_id_product_id_pk" PRIMARY KEY("bundle_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_bundles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_bundles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"status" "catalogue_status" DEFAULT 'published' NOT NULL,
	"name" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"primary_variant_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_cross_sells" (
	"product_id" integer NOT NULL,
	"slug" text NOT NULL,
	"target_product_id" integer NOT NULL,
	"minimum_order_quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_cross_sells_product_id_slug_target_product_id_pk" PRIMARY KEY("product_id","slug","target_product_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_emission_factors" (
	"key" text PRIMARY KEY NOT NULL,
	"scope" "catalogue_emission_scope" NOT NULL,
	"factor" double precision NOT NULL,
	"unit" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "catalogue_emission_factors_factor_not_negative" CHECK ("catalogue_emission_factors"."factor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalogue_express_delivery_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_express_delivery_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sku" text NOT NULL,
	"country_iso" char(2) NOT NULL,
	"days_saved" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"price_net" bigint NOT NULL,
	CONSTRAINT "catalogue_express_delivery_days_positive" CHECK ("catalogue_express_delivery_options"."days_saved" > 0),
	CONSTRAINT "catalogue_express_delivery_price_valid" CHECK ("catalogue_express_delivery_options"."price_net" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalogue_patterns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_patterns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"image" text NOT NULL,
	"regions" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"product_type_keys" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"status" "catalogue_status" DEFAULT 'published' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_product_properties" (
	"product_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"role" "catalogue_property_role" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_product_properties_product_id_property_id_role_pk" PRIMARY KEY("product_id","property_id","role")
);
--> statement-breakpoint
CREATE TABLE "catalogue_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sku" text NOT NULL,
	"product_type_key" text NOT NULL,
	"type" "catalogue_product_type" NOT NULL,
	"status" "catalogue_status" DEFAULT 'published' NOT NULL,
	"name" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page_path" text NOT NULL,
	"sales_channels" text[] DEFAULT ARRAY['storefront']::text[] NOT NULL,
	"production_days" integer DEFAULT 21 NOT NULL,
	"custom_size_config" jsonb,
	"custom_properties_config" jsonb,
	"dynamic_pricing_config" jsonb,
	"editor_assets" jsonb,
	"editor_styles" jsonb,
	"qr_config" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_products_production_days_positive" CHECK ("catalogue_products"."production_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "catalogue_properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" "catalogue_property_type" NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"description_image" text,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"editor_assets" jsonb
);
--> statement-breakpoint
CREATE TABLE "catalogue_related_products" (
	"product_id" integer NOT NULL,
	"related_product_id" integer NOT NULL,
	"kind" "catalogue_relation_kind" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_related_products_product_id_related_product_id_kind_pk" PRIMARY KEY("product_id","related_product_id","kind")
);
--> statement-breakpoint
CREATE TABLE "catalogue_shipping_rates" (
	"region" text NOT NULL,
	"method" text NOT NULL,
	"currency" char(3) NOT NULL,
	"price_net" bigint NOT NULL,
	"free_above_net" bigint,
	"min_delivery_days" integer NOT NULL,
	"max_delivery_days" integer NOT NULL,
	"sample_packs_only" boolean DEFAULT false NOT NULL,
	"countries" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	CONSTRAINT "catalogue_shipping_rates_region_method_pk" PRIMARY KEY("region","method"),
	CONSTRAINT "catalogue_shipping_rates_days_valid" CHECK ("catalogue_shipping_rates"."min_delivery_days" >= 0 AND "catalogue_shipping_rates"."max_delivery_days" >= "catalogue_shipping_rates"."min_delivery_days"),
	CONSTRAINT "catalogue_shipping_rates_price_valid" CHECK ("catalogue_shipping_rates"."price_net" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalogue_sizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_sizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"label" text NOT NULL,
	"length" double precision,
	"width" double precision,
	"height" double precision,
	"diameter" double precision,
	"inner_length" double precision,
	"inner_width" double precision,
	"inner_height" double precision,
	"inner_diameter" double precision,
	"sleeve_width" double precision,
	"volume" double precision,
	"weight" double precision,
	"length_unit" text DEFAULT 'mm' NOT NULL,
	"volume_unit" text DEFAULT 'ml' NOT NULL,
	"weight_unit" text DEFAULT 'g' NOT NULL,
	"image" text,
	"is_custom" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_variant_properties" (
	"variant_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	CONSTRAINT "catalogue_variant_properties_variant_id_property_id_pk" PRIMARY KEY("variant_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"external_pim_id" text NOT NULL,
	"status" "catalogue_status" DEFAULT 'published' NOT NULL,
	"stock" integer,
	"stock_control_enabled" boolean DEFAULT false NOT NULL,
	"pieces_per_unit" integer DEFAULT 1 NOT NULL,
	"size_id" integer NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"is_dynamic" boolean DEFAULT false NOT NULL,
	"qr_config" jsonb,
	"custom_properties" jsonb,
	"editor_assets" jsonb,
	"pss_representation" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_variants_pieces_per_unit_positive" CHECK ("catalogue_variants"."pieces_per_unit" > 0),
	CONSTRAINT "catalogue_variants_stock_not_negative" CHECK ("catalogue_variants"."stock" IS NULL OR "catalogue_variants"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalogue_volume_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_volume_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"range_start" integer NOT NULL,
	"range_end" integer,
	"net_price" bigint NOT NULL,
	"gross_price" bigint NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	CONSTRAINT "catalogue_volume_prices_range_valid" CHECK ("catalogue_volume_prices"."range_start" > 0 AND ("catalogue_volume_prices"."range_end" IS NULL OR "catalogue_volume_prices"."range_end" >= "catalogue_volume_prices"."range_start")),
	CONSTRAINT "catalogue_volume_prices_amounts_valid" CHECK ("catalogue_volume_prices"."net_price" >= 0 AND "catalogue_volume_prices"."gross_price" >= "catalogue_volume_prices"."net_price"),
	CONSTRAINT "catalogue_volume_prices_tax_rate_valid" CHECK ("catalogue_volume_prices"."tax_rate_bp" >= 0 AND "catalogue_volume_prices"."tax_rate_bp" <= 10000)
);
--> statement-breakpoint
ALTER TABLE "catalogue_bundle_compatible_variants" ADD CONSTRAINT "catalogue_bundle_compatible_variants_bundle_id_catalogue_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."catalogue_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_bundle_compatible_variants" ADD CONSTRAINT "catalogue_bundle_compatible_variants_from_variant_id_catalogue_variants_id_fk" FOREIGN KEY ("from_variant_id") REFERENCES "public"."catalogue_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_bundle_compatible_variants" ADD CONSTRAINT "catalogue_bundle_compatible_variants_to_variant_id_catalogue_variants_id_fk" FOREIGN KEY ("to_variant_id") REFERENCES "public"."catalogue_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_bundle_products" ADD CONSTRAINT "catalogue_bundle_products_bundle_id_catalogue_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."catalogue_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_bundle_products" ADD CONSTRAINT "catalogue_bundle_products_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_bundles" ADD CONSTRAINT "catalogue_bundles_primary_variant_id_catalogue_variants_id_fk" FOREIGN KEY ("primary_variant_id") REFERENCES "public"."catalogue_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_cross_sells" ADD CONSTRAINT "catalogue_cross_sells_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_cross_sells" ADD CONSTRAINT "catalogue_cross_sells_target_product_id_catalogue_products_id_fk" FOREIGN KEY ("target_product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_product_properties" ADD CONSTRAINT "catalogue_product_properties_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_product_properties" ADD CONSTRAINT "catalogue_product_properties_property_id_catalogue_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."catalogue_properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_related_products" ADD CONSTRAINT "catalogue_related_products_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_related_products" ADD CONSTRAINT "catalogue_related_products_related_product_id_catalogue_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_variant_properties" ADD CONSTRAINT "catalogue_variant_properties_variant_id_catalogue_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalogue_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_variant_properties" ADD CONSTRAINT "catalogue_variant_properties_property_id_catalogue_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."catalogue_properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_variants" ADD CONSTRAINT "catalogue_variants_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_variants" ADD CONSTRAINT "catalogue_variants_size_id_catalogue_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."catalogue_sizes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_volume_prices" ADD CONSTRAINT "catalogue_volume_prices_variant_id_catalogue_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalogue_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_bundles_key_key" ON "catalogue_bundles" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_express_delivery_sku_country_days_key" ON "catalogue_express_delivery_options" USING btree ("sku","country_iso","days_saved");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_patterns_key_key" ON "catalogue_patterns" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_products_sku_key" ON "catalogue_products" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_properties_type_key_key" ON "catalogue_properties" USING btree ("type","key");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_sizes_key_key" ON "catalogue_sizes" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_variants_sku_key" ON "catalogue_variants" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_variants_external_pim_id_key" ON "catalogue_variants" USING btree ("external_pim_id");--> statement-breakpoint
CREATE INDEX "catalogue_variants_product_id_idx" ON "catalogue_variants" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_volume_prices_variant_currency_start_key" ON "catalogue_volume_prices" USING btree ("variant_id","currency","range_start");