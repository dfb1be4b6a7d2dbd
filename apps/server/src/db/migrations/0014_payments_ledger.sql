CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text DEFAULT 'stripe' NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_id_key" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'canceled')),
	CONSTRAINT "payments_cents_check" CHECK ("payments"."amount_cents" >= 0 and "payments"."received_cents" >= 0 and "payments"."received_cents" <= "payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text,
	"origin" text NOT NULL,
	"requested_by" uuid,
	"provider_refund_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_provider_id_key" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed', 'canceled')),
	CONSTRAINT "refunds_origin_check" CHECK ("refunds"."origin" in ('admin', 'buyer', 'provider')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_id_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
-- Orders paid before the ledger: their PaymentIntent as a payment (the card is unknown), and
-- a refunded order's refund as one the provider made. The refund path reads each payment
-- again from the provider before it counts, so these only have to be right in kind.
INSERT INTO "payments" ("order_id", "provider_payment_id", "amount_cents", "received_cents", "currency", "status", "created_at", "updated_at")
SELECT "id", "payment_intent_id", "total_cents",
  CASE WHEN "status" IN ('paid', 'submitted', 'in_production', 'shipped', 'complete', 'refunded') OR ("status" = 'flagged' AND "submitted_at" IS NOT NULL) THEN "total_cents" ELSE 0 END,
  "currency",
  CASE
    WHEN "status" IN ('paid', 'submitted', 'in_production', 'shipped', 'complete', 'refunded') OR ("status" = 'flagged' AND "submitted_at" IS NOT NULL) THEN 'succeeded'
    WHEN "status" = 'payment_failed' THEN 'failed'
    WHEN "status" = 'cancelled' THEN 'canceled'
    ELSE 'pending'
  END,
  "created_at", "updated_at"
FROM "orders" WHERE "payment_intent_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "refunds" ("payment_id", "order_id", "amount_cents", "currency", "origin", "status", "created_at", "updated_at")
SELECT "payments"."id", "orders"."id", "orders"."total_cents", "orders"."currency", 'provider', 'succeeded', "orders"."updated_at", "orders"."updated_at"
FROM "orders" JOIN "payments" ON "payments"."order_id" = "orders"."id"
WHERE "orders"."status" = 'refunded' AND "orders"."total_cents" > 0;
