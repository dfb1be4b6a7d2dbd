ALTER TABLE "refunds" ADD COLUMN "buyer_notified_at" timestamp with time zone;--> statement-breakpoint
-- Refunds settled before buyers were emailed about them are not announced months late.
UPDATE "refunds" SET "buyer_notified_at" = "updated_at" WHERE "status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
