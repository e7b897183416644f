ALTER TABLE "order_state_changes" DROP CONSTRAINT "order_state_changes_machine_valid";--> statement-breakpoint
ALTER TABLE "order_state_changes" DROP CONSTRAINT "order_state_changes_subject";--> statement-breakpoint
ALTER TABLE "order_state_changes" DROP CONSTRAINT "order_state_changes_actor_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_completed_at";--> statement-breakpoint
ALTER TABLE "order_state_changes" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfillment_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
-- Orders placed before the fulfilment machine existed start it at the artwork check; a canceled order
-- (no flow reached that state before) keeps when it was placed and canceled.
UPDATE "orders" SET "fulfillment_state" = 'artwork_check' WHERE "state" IN ('complete', 'canceled');--> statement-breakpoint
UPDATE "orders" SET "completed_at" = COALESCE("completed_at", "updated_at"), "canceled_at" = COALESCE("canceled_at", "updated_at") WHERE "state" = 'canceled';--> statement-breakpoint
ALTER TABLE "order_state_changes" ADD CONSTRAINT "order_state_changes_machine_valid" CHECK ("order_state_changes"."machine" IN ('order', 'payment', 'fulfillment', 'order_payment', 'installment', 'payment_intent'));--> statement-breakpoint
ALTER TABLE "order_state_changes" ADD CONSTRAINT "order_state_changes_subject" CHECK (("order_state_changes"."subject_id" IS NULL) = ("order_state_changes"."machine" IN ('order', 'payment', 'fulfillment')));--> statement-breakpoint
ALTER TABLE "order_state_changes" ADD CONSTRAINT "order_state_changes_actor_valid" CHECK ("order_state_changes"."actor" IN ('customer', 'manager', 'operator', 'gateway', 'system'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_canceled_at" CHECK (("orders"."state" = 'canceled') = ("orders"."canceled_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfillment_placed" CHECK (("orders"."fulfillment_state" IS NULL) = ("orders"."state" NOT IN ('complete', 'canceled')));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_completed_at" CHECK (("orders"."state" IN ('complete', 'canceled')) = ("orders"."completed_at" IS NOT NULL));