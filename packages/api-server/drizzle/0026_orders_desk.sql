CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("completed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."completed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_placed_fulfillment_idx" ON "orders" USING btree ("fulfillment_state","completed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."completed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_placed_region_idx" ON "orders" USING btree ("region","completed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."completed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_placed_state_idx" ON "orders" USING btree ("state","payment_state","completed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."completed_at" IS NOT NULL;--> statement-breakpoint
-- Written by hand (not in the drizzle schema): the queue's search — any part of the order number, the
-- shopper's e-mail or the billing company, case-insensitive — uses a trigram index where pg_trgm can be
-- had (PostgreSQL with contrib; the role may create it). PGlite ships without it unless loaded, and a
-- role without the right to create extensions gets none: there the search reads the placed orders one
-- by one, which an embedded store's few thousand orders allow. The expression must stay the same as
-- the one src/orders-desk/repository.ts searches.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm could not be created (no privilege): the orders queue searches without an index';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE $i$CREATE INDEX IF NOT EXISTS "orders_placed_search_idx" ON "orders" USING gin ((lower("number" || ' ' || coalesce("email", '') || ' ' || coalesce("bill_address" ->> 'company_name', ''))) gin_trgm_ops) WHERE "completed_at" IS NOT NULL$i$;
  END IF;
END
$$;
