ALTER TABLE "photos" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "position" integer;--> statement-breakpoint
CREATE INDEX "photos_gallery_order_idx" ON "photos" USING btree ("hidden","featured" DESC NULLS LAST,"position","created_at" DESC NULLS LAST,"id");