CREATE TABLE "order_state_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_state_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"machine" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_state_changes_machine_valid" CHECK ("order_state_changes"."machine" IN ('order', 'payment')),
	CONSTRAINT "order_state_changes_actor_valid" CHECK ("order_state_changes"."actor" IN ('customer', 'manager', 'gateway', 'system'))
);
--> statement-breakpoint
ALTER TABLE "order_state_changes" ADD CONSTRAINT "order_state_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_state_changes" ADD CONSTRAINT "order_state_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_state_changes_order_idx" ON "order_state_changes" USING btree ("order_id","id");