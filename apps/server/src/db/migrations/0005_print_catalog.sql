CREATE TABLE "catalog_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"prodigi_description" text DEFAULT '' NOT NULL,
	"base_price_cents" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"default_sizing" text DEFAULT 'fillPrintArea' NOT NULL,
	"product_dimensions" jsonb,
	"print_area_pixels" jsonb,
	"ships_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"available_colors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_products_sku_key" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "photo_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photo_id" uuid NOT NULL,
	"catalog_product_id" uuid NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"retail_price_cents" integer,
	"profit_margin_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"sizing" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"custom_asset_url" text DEFAULT '' NOT NULL,
	"asset" jsonb,
	"mockups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"color_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_variants" ADD CONSTRAINT "photo_variants_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_variants" ADD CONSTRAINT "photo_variants_catalog_product_id_catalog_products_id_fk" FOREIGN KEY ("catalog_product_id") REFERENCES "public"."catalog_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_variants_photo_idx" ON "photo_variants" USING btree ("photo_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_variants_product_idx" ON "photo_variants" USING btree ("catalog_product_id");