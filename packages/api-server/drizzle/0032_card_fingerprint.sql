ALTER TABLE "order_payments" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "fingerprint" text;