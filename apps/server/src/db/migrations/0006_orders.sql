CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"photo_id" uuid,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "order_items_kind_check" CHECK ("order_items"."kind" in ('print')),
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_unit_price_check" CHECK ("order_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"currency" text NOT NULL,
	"items_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"tax_fees_cents" integer NOT NULL,
	"iva_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"recipient" jsonb NOT NULL,
	"payment_intent_id" text,
	"flagged_reason" text,
	"is_test" boolean DEFAULT false NOT NULL,
	"prodigi_order_id" text,
	"fulfilment_stage" text,
	"shipments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_error" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_payment_intent_id_key" UNIQUE("payment_intent_id"),
	CONSTRAINT "orders_prodigi_order_id_key" UNIQUE("prodigi_order_id"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending_payment', 'payment_failed', 'paid', 'submitted', 'in_production', 'shipped', 'complete', 'flagged', 'refunded', 'cancelled')),
	CONSTRAINT "orders_cents_check" CHECK ("orders"."items_cents" >= 0 and "orders"."shipping_cents" >= 0 and "orders"."tax_fees_cents" >= 0 and "orders"."iva_cents" >= 0 and "orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"stripe_event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_photo_id_idx" ON "order_items" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");