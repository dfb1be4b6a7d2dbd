-- An order's life in two (decision 019): the payment on the order, the prints' fulfilment in
-- print_fulfilments with the recipient; and IVA per line, shipping a line of its own.
-- Widen, copy every existing order, then narrow.
CREATE TABLE "print_fulfilments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"recipient" jsonb NOT NULL,
	"prodigi_order_id" text,
	"stage" text,
	"shipments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_error" text,
	"problem" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_fulfilments_prodigi_order_id_key" UNIQUE("prodigi_order_id"),
	CONSTRAINT "print_fulfilments_status_check" CHECK ("print_fulfilments"."status" in ('pending', 'submitted', 'in_production', 'shipped', 'complete', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "print_fulfilments" ADD CONSTRAINT "print_fulfilments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_fulfilments_status_idx" ON "print_fulfilments" USING btree ("status");--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_kind_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "base_cents" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_cents" integer;--> statement-breakpoint
-- Every order so far is an order of prints: its Prodigi part, by where the old status was.
INSERT INTO "print_fulfilments" ("order_id", "status", "recipient", "prodigi_order_id", "stage", "shipments", "last_error", "problem", "submitted_at", "created_at", "updated_at")
SELECT "id",
  CASE
    WHEN "status" IN ('pending_payment', 'payment_failed', 'paid') THEN 'pending'
    WHEN "status" IN ('submitted', 'in_production', 'shipped', 'complete') THEN "status"
    WHEN "status" = 'flagged' AND lower(coalesce("fulfilment_stage", '')) = 'cancelled' THEN 'cancelled'
    WHEN "status" = 'flagged' AND "prodigi_order_id" IS NOT NULL THEN 'submitted'
    WHEN "status" = 'flagged' AND coalesce("flagged_reason", '') NOT LIKE 'El pago %' THEN 'failed'
    WHEN "status" = 'flagged' THEN 'pending'
    WHEN "status" = 'refunded' AND lower(coalesce("fulfilment_stage", '')) = 'complete' THEN 'complete'
    WHEN "status" = 'refunded' AND "prodigi_order_id" IS NOT NULL THEN 'submitted'
    ELSE 'cancelled'
  END,
  "recipient", "prodigi_order_id", "fulfilment_stage", "shipments", "last_error",
  CASE WHEN "status" = 'flagged' AND coalesce("flagged_reason", '') NOT LIKE 'El pago %' THEN "flagged_reason" END,
  "submitted_at", "created_at", "updated_at"
FROM "orders";
--> statement-breakpoint
-- The payment's life: fulfilment statuses were paid orders; a flag that was about the print
-- moved to the print above.
UPDATE "orders" SET
  "status" = CASE
    WHEN "status" IN ('submitted', 'in_production', 'shipped', 'complete') THEN 'paid'
    WHEN "status" = 'flagged' AND coalesce("flagged_reason", '') NOT LIKE 'El pago %' THEN 'paid'
    ELSE "status"
  END,
  "flagged_reason" = CASE WHEN "status" = 'flagged' AND coalesce("flagged_reason", '') NOT LIKE 'El pago %' THEN NULL ELSE "flagged_reason" END;
--> statement-breakpoint
-- Part of the money went back (the ledger since 0014 says so).
UPDATE "orders" SET "status" = 'partially_refunded'
WHERE "status" = 'paid' AND EXISTS (
  SELECT 1 FROM "refunds" WHERE "refunds"."order_id" = "orders"."id" AND "refunds"."status" = 'succeeded'
);
--> statement-breakpoint
-- IVA per line. The rate is the order's IVA over its base, to a tenth of a percent; shipping
-- becomes a line with its IVA at that rate, and the first print takes the rest (orders so far
-- hold one print each; a later print gets its IVA at the rate).
CREATE TEMPORARY TABLE "order_rates" AS
SELECT "id" AS "order_id",
  CASE WHEN "iva_cents" = 0 OR "items_cents" + "tax_fees_cents" + "shipping_cents" = 0 THEN 0
    ELSE round("iva_cents" * 1000.0 / ("items_cents" + "tax_fees_cents" + "shipping_cents"))::integer * 10
  END AS "bp",
  "items_cents" + "tax_fees_cents" AS "prints_base",
  "shipping_cents", "iva_cents"
FROM "orders";
--> statement-breakpoint
UPDATE "order_items" SET "base_cents" = "unit_price_cents" * "quantity",
  "vat_rate_bp" = "order_rates"."bp",
  "vat_cents" = floor(("unit_price_cents" * "quantity" * ("order_rates"."bp" / 10) + 500) / 1000)
FROM "order_rates" WHERE "order_rates"."order_id" = "order_items"."order_id";
--> statement-breakpoint
WITH "firsts" AS (
  SELECT DISTINCT ON ("order_id") "id", "order_id" FROM "order_items" ORDER BY "order_id", "id"
), "others" AS (
  SELECT "order_items"."order_id", sum("base_cents") AS "base", sum("vat_cents") AS "vat"
  FROM "order_items" WHERE "id" NOT IN (SELECT "id" FROM "firsts") GROUP BY "order_items"."order_id"
)
UPDATE "order_items" SET
  "base_cents" = "order_rates"."prints_base" - coalesce("others"."base", 0),
  "vat_cents" = "order_rates"."iva_cents"
    - floor(("order_rates"."shipping_cents" * ("order_rates"."bp" / 10) + 500) / 1000)
    - coalesce("others"."vat", 0)
FROM "firsts" JOIN "order_rates" ON "order_rates"."order_id" = "firsts"."order_id"
  LEFT JOIN "others" ON "others"."order_id" = "firsts"."order_id"
WHERE "order_items"."id" = "firsts"."id";
--> statement-breakpoint
INSERT INTO "order_items" ("order_id", "kind", "quantity", "unit_price_cents", "base_cents", "vat_rate_bp", "vat_cents", "photo_id", "snapshot")
SELECT "order_rates"."order_id", 'shipping', 1, "shipping_cents", "shipping_cents", "bp",
  floor(("shipping_cents" * ("bp" / 10) + 500) / 1000),
  NULL,
  jsonb_build_object('method', coalesce((
    SELECT "snapshot" ->> 'shippingMethod' FROM "order_items" WHERE "order_items"."order_id" = "order_rates"."order_id" ORDER BY "id" LIMIT 1
  ), 'Standard'))
FROM "order_rates";
--> statement-breakpoint
DROP TABLE "order_rates";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "base_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "vat_rate_bp" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "vat_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_prodigi_order_id_key";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "recipient";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "prodigi_order_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "fulfilment_stage";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "shipments";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "last_error";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "submitted_at";--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tax_check" CHECK ("order_items"."base_cents" >= 0 and "order_items"."vat_cents" >= 0 and "order_items"."vat_rate_bp" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_kind_check" CHECK ("order_items"."kind" in ('print', 'shipping'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending_payment', 'payment_failed', 'paid', 'partially_refunded', 'refunded', 'flagged', 'cancelled', 'expired'));
